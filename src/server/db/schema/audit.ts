import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, type AuditAction, type AuditDetails } from '../../../shared/audit-actions';
import { user } from './auth';
import { sites } from './sites';

export { AUDIT_ACTIONS, type AuditAction };

/**
 * The audit log (issue 34): who did what to which site, when and from where. Written beside the
 * action (never inside its transaction: a failed log write does not undo it), read by the platform
 * console and, for one site, by its owners and admins. Rows outlive their actor and their site
 * (both set to null; the e-mail is a snapshot); the daily retention job deletes them after 180 days.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The actor's e-mail when it happened (or the address a failed sign-in tried). */
    actorEmail: text('actor_email'),
    action: text('action').notNull().$type<AuditAction>(),
    /** What was acted on and how (a host, a page id, a role…): small, never secrets. */
    details: jsonb('details').notNull().default({}).$type<AuditDetails>(),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_site_at_idx').on(t.siteId, t.at),
    index('audit_events_at_idx').on(t.at),
    index('audit_events_action_idx').on(t.action),
    check('audit_events_action_check', sql.raw(`"action" in (${AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ')})`)),
  ],
);
