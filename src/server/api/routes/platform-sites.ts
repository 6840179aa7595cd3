import { ZPlatformSiteIdParam, ZPlatformSites, ZPlatformSitesQuery } from '../../../shared/schemas/platform';
import { getDb } from '../../db/client';
import { listPlatformSites } from '../../services/platform-console/list-platform-sites';
import { setSiteSuspension } from '../../services/platform-console/set-site-suspension';
import { recordAuditEvent } from '../../services/audit/record-audit-event';
import { auditActorOf } from '../audit-actor';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { requirePlatformAdmin } from '../middleware/require-platform-admin';
import { CONSOLE_FORM_BYTES, answerConsoleForm, consoleFormBody, consoleFormOf } from '../platform/console-form';
import { envelopeAnswer, errorAnswer } from '../responses';

/**
 * The platform console's sites (issue 34): for the accounts of `PLATFORM_ADMIN_EMAILS` only (a
 * person's route, `auth: 'user'`, behind `requirePlatformAdmin`: 404 for everyone else). Site-less:
 * the site is the path's, never the Host's.
 */
const adminOnly = { auth: 'user' as const, guards: [requirePlatformAdmin] };
const notFound = { 404: errorAnswer('Not a platform admin') };
const backToConsole = { 303: { description: 'Back to the console with `notice` (or `error`, the key of the refusal)' } };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const listSites = defineRoute({
  ...adminOnly,
  method: 'get',
  path: '/platform/sites',
  summary: 'Platform admins: the sites (newest first; `q` searches name, domains and owners) with domains, owners, languages, counts, last publish and status',
  request: { query: ZPlatformSitesQuery },
  responses: { 200: envelopeAnswer(ZPlatformSites, 'The sites'), ...notFound },
  handler: async (c) => {
    const rows = await listPlatformSites(getDb(), { query: c.req.valid('query').q });
    const sites = rows.map((row) => ({
      ...row,
      lastPublishedAt: iso(row.lastPublishedAt),
      suspendedAt: iso(row.suspendedAt),
      deletedAt: iso(row.deletedAt),
      purgeAt: iso(row.purgeAt),
      createdAt: row.createdAt.toISOString(),
    }));
    return ok(c, { sites }, 200);
  },
});

function suspensionRoute(action: 'suspend' | 'resume') {
  return defineRoute({
    ...adminOnly,
    method: 'post',
    path: `/platform/sites/{siteId}/${action}`,
    summary:
      action === 'suspend'
        ? 'Platform admins: suspend a site (visitors get a 503 page in its language, members read only; urlencoded locale, q)'
        : 'Platform admins: resume a suspended site (urlencoded locale, q)',
    request: { params: ZPlatformSiteIdParam, body: consoleFormBody },
    bodyLimit: { maxBytes: CONSOLE_FORM_BYTES },
    responses: { ...backToConsole, ...notFound },
    handler: (c) =>
      answerConsoleForm(consoleFormOf(c.req.valid('form')), 'sites', action === 'suspend' ? 'suspended' : 'resumed', () =>
        setSiteSuspension(getDb(), { siteId: c.req.valid('param').siteId, suspended: action === 'suspend' }).then(() =>
          recordAuditEvent(getDb(), {
            action: action === 'suspend' ? 'site.suspended' : 'site.resumed',
            siteId: c.req.valid('param').siteId,
            actor: auditActorOf(c),
          }),
        ),
      ),
  });
}

export const platformSiteRoutes = [listSites, suspensionRoute('suspend'), suspensionRoute('resume')];
