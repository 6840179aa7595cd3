import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ZExportSiteParams, ZExportSiteQuery, ZImportSiteForm, ZImportSiteResponse } from '../../../shared/schemas/site-transfer';
import { getDb } from '../../db/client';
import { AppError, apiMessage } from '../../platform/app-error';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import { exportSite } from '../../services/site-transfer/export-site';
import { importSite } from '../../services/site-transfer/import-site';
import type { ApiEnv } from '../context';
import { recordAuditEvent } from '../../services/audit/record-audit-event';
import { auditActorOf } from '../audit-actor';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { requirePlatformAdmin } from '../middleware/require-platform-admin';
import { seeOther } from '../account-form';
import { redirectWithErrors } from '../platform/platform-forms';
import { envelopeAnswer, errorAnswer } from '../responses';
import { CONSOLE_RETURN_FORMS, ZConsoleForm } from '../../../shared/schemas/platform';

/** An upload larger than this is refused before it is read (a site's media quota is far below). */
const MAX_IMPORT_BYTES = 1024 ** 3;

/** Exports and imports are heavy (every media object read or written): a few per admin and hour. */
const transferLimit = sharedRateLimiter<ApiEnv>({
  name: 'site-transfer',
  windowMs: 60 * 60_000,
  limit: 30,
  keyGenerator: (c) => c.get('user').id,
  handler: () => {
    throw new AppError('TOO_MANY_REQUESTS', 'request.tooManyAttempts');
  },
});

/** An archive larger than MAX_IMPORT_BYTES is refused before it is read. */
const importBodyLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'siteArchive.tooLarge');
  },
});

const platformAnswers = { 429: errorAnswer('Too many exports or imports') };

const exportRoute = defineRoute({
  method: 'get',
  path: '/platform/sites/{siteId}/export',
  auth: 'user',
  summary:
    'A site as an archive (pages, versions, navigation, settings, business data, listings, media; submissions with ?submissions=1). Platform admins only.',
  request: { params: ZExportSiteParams, query: ZExportSiteQuery },
  responses: {
    200: { description: 'The archive (gzipped tar)', content: { 'application/gzip': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } } },
    404: errorAnswer('No such site, or not a platform admin'),
    ...platformAnswers,
  },
  guards: [requirePlatformAdmin, transferLimit],
  handler: async (c) => {
    const { siteId } = c.req.valid('param');
    const withSubmissions = c.req.valid('query').submissions === '1';
    const exported = await exportSite(getDb(), { siteId, withSubmissions });
    await recordAuditEvent(getDb(), { action: 'site.exported', siteId, actor: auditActorOf(c), details: { withSubmissions, via: 'console' } });
    return c.body(new Uint8Array(exported.archive), 200, {
      'content-type': 'application/gzip',
      'content-disposition': `attachment; filename="${exported.fileName}"`,
      'cache-control': 'no-store',
    });
  },
});

/** The file field as OpenAPI's binary string. */
const ZImportForm = ZImportSiteForm.extend({ archive: ZImportSiteForm.shape.archive.openapi({ type: 'string', format: 'binary' }) });

const importRoute = defineRoute({
  method: 'post',
  path: '/platform/sites/import',
  auth: 'user',
  summary: 'Creates a new site from an archive under a new host; every id is new. Refused archives change nothing. Platform admins only.',
  request: { body: { content: { 'multipart/form-data': { schema: ZImportForm } }, required: true } },
  responses: {
    200: envelopeAnswer(ZImportSiteResponse, 'The new site'),
    400: errorAnswer('Not a readable Webbox site archive, altered, incomplete, or of another version; nothing imported'),
    409: errorAnswer('The host is taken'),
    ...platformAnswers,
  },
  bodyLimit: 'own',
  guards: [requirePlatformAdmin, transferLimit, importBodyLimit],
  handler: async (c) => {
    const { archive, host } = c.req.valid('form');
    const imported = await importSite(getDb(), { archive: Buffer.from(await archive.arrayBuffer()), host });
    await recordAuditEvent(getDb(), { action: 'site.imported', siteId: imported.siteId, actor: auditActorOf(c), details: { host, via: 'console' } });
    return ok(c, imported);
  },
});

/** The console's import form as browsers post it: each field may be missing (then the console says so). */
const ZImportConsoleForm = z.object({
  archive: z
    .union([z.instanceof(File), z.string()])
    .optional()
    .openapi({ type: 'string', format: 'binary' }),
  host: z.string().max(253).optional(),
  locale: z.string().max(10).optional(),
  q: z.string().max(400).optional(),
});

const importFormRoute = defineRoute({
  method: 'post',
  path: '/platform/sites/import/form',
  auth: 'user',
  summary:
    "The console's import without JavaScript (multipart archive, host, locale, q): 303 to the new site's details, or back to the console with the refusal's sentence. Platform admins only.",
  request: { body: { content: { 'multipart/form-data': { schema: ZImportConsoleForm } }, required: true } },
  responses: { 303: { description: "To the new site's details (`notice=siteImported`), or back to the import form with the sentence" }, ...platformAnswers },
  bodyLimit: 'own',
  guards: [requirePlatformAdmin, transferLimit, importBodyLimit],
  handler: async (c) => {
    const posted = c.req.valid('form');
    const form = ZConsoleForm.parse({ locale: posted.locale, q: posted.q });
    const host = (posted.host ?? '').trim();
    const back = (error: string) =>
      redirectWithErrors(c, {
        page: `/${form.locale}/platform`,
        form: CONSOLE_RETURN_FORMS.importSite,
        error,
        fieldErrors: {},
        values: { host },
        query: form.q ? { q: form.q } : {},
        anchor: 'import-site',
      });
    const { archive } = posted;
    if (!(archive instanceof File) || archive.size === 0 || !host) return back(apiMessage(form.locale, 'siteArchive.archiveRequired'));
    try {
      const imported = await importSite(getDb(), { archive: Buffer.from(await archive.arrayBuffer()), host });
      return seeOther(`/${form.locale}/platform?${new URLSearchParams({ notice: 'siteImported', site: imported.siteId })}#site`);
    } catch (error) {
      if (error instanceof AppError && error.key) return back(error.messageIn(form.locale));
      throw error;
    }
  },
});

/** The platform console's site moves (issue 34). */
export const platformSiteTransferRoutes = [exportRoute, importRoute, importFormRoute];
