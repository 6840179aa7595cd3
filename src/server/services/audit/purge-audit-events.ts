import { lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Queryable } from '../../db/client';
import { auditEvents } from '../../db/schema';

/** How long the audit log keeps an event. */
export const AUDIT_RETENTION_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the events older than `olderThan` (all sites). */
export async function purgeAuditEvents(db: Queryable, options: { olderThan: Date }): Promise<number> {
  const purged = await db.delete(auditEvents).where(lt(auditEvents.at, options.olderThan)).returning({ id: auditEvents.id });
  return purged.length;
}

/** The retention job beside the deleted-page purge: once at start, then daily. */
export function startAuditPurge(options: { db: Database; logger: Logger; intervalMs?: number }): { stop: () => void } {
  const sweep = () =>
    purgeAuditEvents(options.db, { olderThan: new Date(Date.now() - AUDIT_RETENTION_DAYS * DAY_MS) }).then(
      (count) => {
        if (count > 0) options.logger.info({ count }, 'audit events past retention deleted');
      },
      (error: unknown) => options.logger.error({ err: error }, 'audit event purge failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), options.intervalMs ?? DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
