import type { Context } from 'hono';
import type { AuditAction, AuditDetails } from '../../shared/audit-actions';
import { getDb } from '../db/client';
import type { SessionUser } from '../platform/auth';
import { requestClientAddress } from '../platform/client-address';
import { type AuditActor, recordAuditEvent } from '../services/audit/record-audit-event';
import type { MemberEnv } from './define-route';

/** The audit log's actor of a signed-in request: the session's person and the client's address. */
export function auditActorOf<E extends { Variables: { user: SessionUser } }>(c: Context<E>): AuditActor {
  const user: SessionUser = c.get('user');
  return { userId: user.id, email: user.email, ip: requestClientAddress(c) };
}

/** Records what a member just did to the Host's site (after it succeeded; never fails the request). */
export const auditSiteAction = (c: Context<MemberEnv>, action: AuditAction, details?: AuditDetails) =>
  recordAuditEvent(getDb(), { action, siteId: c.get('site').id, actor: auditActorOf(c), details });
