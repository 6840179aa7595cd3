import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction, isAuditAction } from '../audit-actions';

/** The audit log (issue 34): one event as both lists show it, and the console's filters. */

export const ZAuditAction = z.enum(AUDIT_ACTIONS);

export const ZAuditEvent = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  action: ZAuditAction,
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

/** GET /site/audit: the Host's site's latest events (owners and admins), newest first. */
export const ZSiteAuditLog = z.object({ events: z.array(ZAuditEvent) });
export type TSiteAuditLog = z.infer<typeof ZSiteAuditLog>;

/** How many events the site's "Activity" list shows. */
export const SITE_AUDIT_LIMIT = 100;
/** How many events one page of the console's audit log shows. */
export const CONSOLE_AUDIT_PAGE = 50;

const text = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim().slice(0, 200));
/** A date field (`yyyy-mm-dd`): anything else is no bound (an odd link still shows the log). */
const day = z
  .string()
  .optional()
  .transform((value) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : ''));

/**
 * The console's audit filters, read from its GET form's query (`asite`, `aaction`, `aactor`,
 * `afrom`, `ato`, `apage`; prefixed so they live beside the other sections' searches).
 */
export const ZConsoleAuditQuery = z.object({
  asite: text,
  aaction: z
    .string()
    .optional()
    .transform((value): AuditAction | '' => (value && isAuditAction(value) ? value : '')),
  aactor: text,
  afrom: day,
  ato: day,
  apage: z
    .string()
    .optional()
    .transform((value) => {
      const page = Number(value);
      return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
    }),
});
export type ConsoleAuditQuery = z.infer<typeof ZConsoleAuditQuery>;
