import { ZDeleteSiteForm, ZPlatformSiteIdParam, ZSiteQuotaForm } from '../../../shared/schemas/platform';
import { getDb } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../../services/audit/record-audit-event';
import { deleteSite } from '../../services/platform-console/delete-site';
import { restoreSite } from '../../services/platform-console/restore-site';
import { setSiteQuota } from '../../services/platform-console/set-site-quota';
import { fieldsOf } from '../account-form';
import { auditActorOf } from '../audit-actor';
import { defineRoute } from '../define-route';
import { requirePlatformAdmin } from '../middleware/require-platform-admin';
import { CONSOLE_FORM_BYTES, consoleFormBody, consoleFormOf } from '../platform/console-form';
import { answerSiteForm } from '../platform/site-form';
import { errorAnswer } from '../responses';

/**
 * The console's site lifecycle (issue 34): delete (soft, restorable for 30 days), restore, and the
 * site's own storage quota. Platform admins only, as the other console routes (404 for anyone
 * else); plain urlencoded forms answered 303 back to the site's detail.
 */
const adminOnly = { auth: 'user' as const, guards: [requirePlatformAdmin] };
const notFound = { 404: errorAnswer('Not a platform admin') };
const backToDetail = { 303: { description: "Back to the site's detail in the console with `notice` (or `error`, the key of the refusal)" } };
const formRoute = { request: { params: ZPlatformSiteIdParam, body: consoleFormBody }, bodyLimit: { maxBytes: CONSOLE_FORM_BYTES } };

const deleteSiteRoute = defineRoute({
  ...adminOnly,
  ...formRoute,
  method: 'post',
  path: '/platform/sites/{siteId}/delete',
  summary:
    'Platform admins: delete a site, confirmed by its name typed again (urlencoded confirmName, locale, q). Visitors get the unknown-site page, members are refused; restorable for 30 days, then purged',
  responses: { ...backToDetail, ...notFound },
  handler: (c) => {
    const posted = c.req.valid('form');
    const { siteId } = c.req.valid('param');
    // An unreadable confirmation is a wrong one: the service refuses it with its sentence.
    const confirmName = ZDeleteSiteForm.safeParse(fieldsOf(posted)).data?.confirmName ?? '';
    return answerSiteForm(consoleFormOf(posted), siteId, 'deleted', async () => {
      await deleteSite(getDb(), { siteId, confirmName });
      await recordAuditEvent(getDb(), { action: 'site.deleted', siteId, actor: auditActorOf(c) });
    });
  },
});

const restoreSiteRoute = defineRoute({
  ...adminOnly,
  ...formRoute,
  method: 'post',
  path: '/platform/sites/{siteId}/restore',
  summary: 'Platform admins: restore a deleted site before its purge (urlencoded locale, q)',
  responses: { ...backToDetail, ...notFound },
  handler: (c) => {
    const { siteId } = c.req.valid('param');
    return answerSiteForm(consoleFormOf(c.req.valid('form')), siteId, 'restored', async () => {
      await restoreSite(getDb(), { siteId });
      await recordAuditEvent(getDb(), { action: 'site.restored', siteId, actor: auditActorOf(c) });
    });
  },
});

const setQuotaRoute = defineRoute({
  ...adminOnly,
  ...formRoute,
  method: 'post',
  path: '/platform/sites/{siteId}/quota',
  summary: "Platform admins: set a site's media storage quota in MB, empty for the platform default (urlencoded quotaMb, locale, q)",
  responses: { ...backToDetail, ...notFound },
  handler: (c) => {
    const posted = c.req.valid('form');
    const { siteId } = c.req.valid('param');
    return answerSiteForm(consoleFormOf(posted), siteId, 'quotaSaved', async () => {
      const parsed = ZSiteQuotaForm.safeParse(fieldsOf(posted));
      if (!parsed.success) throw new AppError('BAD_REQUEST', 'platform.quotaInvalid');
      await setSiteQuota(getDb(), { siteId, quotaMb: parsed.data.quotaMb });
      const details = { quotaMb: parsed.data.quotaMb ?? 'default' };
      await recordAuditEvent(getDb(), { action: 'site.quotaChanged', siteId, actor: auditActorOf(c), details });
    });
  },
});

export const platformSiteLifecycleRoutes = [deleteSiteRoute, restoreSiteRoute, setQuotaRoute];
