import type { Logger } from 'pino';
import type { AuditAction, AuditDetails } from '../../../shared/audit-actions';
import type { Queryable } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { getLogger } from '../../platform/logger';

/** Who did it: the signed-in person (null for the system or an unknown address), and from where. */
export type AuditActor = { userId: string | null; email: string | null; ip?: string | null };

export type AuditEventInput = {
  action: AuditAction;
  siteId?: string | null;
  actor?: AuditActor | null;
  details?: AuditDetails;
};

/** The admin CLI and seeds act as nobody in particular: an event without a person. */
export const SYSTEM_ACTOR: AuditActor = { userId: null, email: null, ip: null };

const MAX_DETAIL_CHARS = 300;
const MAX_IP_CHARS = 64;

/** Details stay small: long strings are cut (a host, a page id and a role fit with room to spare). */
function trimDetails(details: AuditDetails): AuditDetails {
  return Object.fromEntries(
    Object.entries(details)
      .slice(0, 12)
      .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, MAX_DETAIL_CHARS) : value]),
  );
}

/**
 * Writes one audit event. Never throws: the action it records has happened already, and a failed
 * log write (database away, a check refused) must not turn the person's success into an error. The
 * failure goes to the server log instead, with what would have been recorded.
 */
export async function recordAuditEvent(db: Queryable, event: AuditEventInput, logger: Pick<Logger, 'error'> = getLogger()): Promise<void> {
  const actor = event.actor ?? SYSTEM_ACTOR;
  try {
    await db.insert(auditEvents).values({
      action: event.action,
      siteId: event.siteId ?? null,
      actorUserId: actor.userId,
      actorEmail: actor.email?.slice(0, MAX_DETAIL_CHARS) ?? null,
      ip: actor.ip && actor.ip !== 'unknown' ? actor.ip.slice(0, MAX_IP_CHARS) : null,
      details: trimDetails(event.details ?? {}),
    });
  } catch (error) {
    logger.error({ err: error, audit: { action: event.action, siteId: event.siteId ?? null, actorUserId: actor.userId } }, 'audit event not recorded');
  }
}
