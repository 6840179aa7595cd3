import { ZSiteAuditLog } from '../../../shared/schemas/audit';
import { getDb } from '../../db/client';
import { listSiteAuditLog } from '../../services/audit/list-site-audit-log';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer } from '../responses';

/**
 * The settings panel's "Activity" list (issue 34): the Host's site's latest audit events, for its
 * owners and admins. Only this site's events: the site is the Host's, never a parameter.
 */
const list = defineRoute({
  method: 'get',
  path: '/site/audit',
  auth: 'admin',
  permission: 'audit',
  summary: "The site's latest audit events (sign-ins, team, domains, publishing…), newest first",
  responses: { 200: envelopeAnswer(ZSiteAuditLog, 'The events') },
  handler: async (c) => ok(c, await listSiteAuditLog(getDb(), { siteId: c.get('site').id }), 200),
});

export const siteAuditRoutes = [list];
