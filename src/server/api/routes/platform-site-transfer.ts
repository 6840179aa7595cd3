import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ZExportSiteParams, ZExportSiteQuery, ZImportSiteForm, ZImportSiteResponse } from '../../../shared/schemas/site-transfer';
import { getDb } from '../../db/client';
import { AppError, type ApiMessageKey, apiMessage } from '../../platform/app-error';
import { isEditorLocale } from '../../../shared/i18n/config';
import { getEditorLanguage } from '../../services/users/get-editor-language';
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
import { CONSOLE_RETURN_FORMS, type ConsoleForm, ZConsoleForm } from '../../../shared/schemas/platform';

/** An upload larger than this is refused before it is read (a site's media quota is far below). */
export const MAX_IMPORT_BYTES = 1024 ** 3;

/** Where the console's import form posts (without JavaScript): its refusals go back to the console. */
const IMPORT_FORM_PATH = '/platform/sites/import/form';

/**
 * A post of the console's import form as a browser sends it: anything but a caller asking for JSON
 * only (an API client) is answered like the form's other refusals, with a 303 back to the console.
 */
function isConsoleFormPost(c: Context<ApiEnv>): boolean {
  if (!c.req.path.endsWith(IMPORT_FORM_PATH)) return false;
  const accept = c.req.header('accept') ?? '';
  return !(accept.includes('application/json') && !accept.includes('text/html'));
}

/**
 * The console's import form again, with the sentence and what the post had (the host, when read;
 * the search to come back to): the form-return cookie and a 303, as every refusal of that form.
 */
function backToImportForm(c: Context, form: ConsoleForm, error: string, values: { host?: string }): Response {
  return redirectWithErrors(c, {
    page: `/${form.locale}/platform`,
    form: CONSOLE_RETURN_FORMS.importSite,
    error,
    fieldErrors: {},
    values,
    query: form.q ? { q: form.q } : {},
    anchor: 'import-site',
  });
}

/**
 * A refusal before the body is read (too large, too many): nothing of the post is known but the
 * action's query (the form names its language and search there too), else the admin's chosen
 * editor language. The typed host cannot come back: reading the body is what is refused.
 */
async function refuseBeforeReading(c: Context<ApiEnv>, key: ApiMessageKey): Promise<Response> {
  const queried = { locale: c.req.query('locale'), q: c.req.query('q') };
  const locale = isEditorLocale(queried.locale) ? queried.locale : ((await getEditorLanguage(getDb(), { userId: c.get('user').id })) ?? 'de');
  const form = ZConsoleForm.parse({ locale, q: queried.q });
  return backToImportForm(c, form, apiMessage(form.locale, key), {});
}

/** Exports and imports are heavy (every media object read or written): a few per admin and hour. */
const transferLimit = sharedRateLimiter<ApiEnv>({
  name: 'site-transfer',
  windowMs: 60 * 60_000,
  limit: 30,
  keyGenerator: (c) => c.get('user').id,
  handler: (c) => {
    if (isConsoleFormPost(c)) return refuseBeforeReading(c, 'siteArchive.tooManyTransfers');
    throw new AppError('TOO_MANY_REQUESTS', 'siteArchive.tooManyTransfers');
  },
});

/**
 * An archive larger than MAX_IMPORT_BYTES is refused before it is read: a declared Content-Length
 * unread, a chunked body once the count passes the limit (hono's bodyLimit).
 */
const importBodyLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES,
  onError: (c: Context<ApiEnv>) => {
    if (isConsoleFormPost(c)) return refuseBeforeReading(c, 'siteArchive.tooLarge');
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

/**
 * The action's query: the form's language and search once more, read when the post is refused
 * before its body (too large, too many imports). Anything odd there falls back, it is never refused.
 */
const ZImportConsoleQuery = z.object({ locale: z.string().optional(), q: z.string().optional() });

const importFormRoute = defineRoute({
  method: 'post',
  path: IMPORT_FORM_PATH,
  auth: 'user',
  summary:
    "The console's import without JavaScript (multipart archive, host, locale, q; locale and q also in the query): 303 to the new site's details, or back to the console with the refusal's sentence, also for an archive too large (413) and too many imports (429) unless the caller accepts JSON only. Platform admins only.",
  request: { query: ZImportConsoleQuery, body: { content: { 'multipart/form-data': { schema: ZImportConsoleForm } }, required: true } },
  responses: { 303: { description: "To the new site's details (`notice=siteImported`), or back to the import form with the sentence" }, ...platformAnswers },
  bodyLimit: 'own',
  guards: [requirePlatformAdmin, transferLimit, importBodyLimit],
  handler: async (c) => {
    const posted = c.req.valid('form');
    // The form names its language and search in the action's query as well (for refusals before the body is read).
    const queried = c.req.valid('query');
    const form = ZConsoleForm.parse({ locale: posted.locale ?? queried.locale, q: posted.q ?? queried.q });
    const host = (posted.host ?? '').trim();
    const back = (error: string) => backToImportForm(c, form, error, { host });
    const { archive } = posted;
    if (!(archive instanceof File) || archive.size === 0 || !host) return back(apiMessage(form.locale, 'siteArchive.archiveRequired'));
    try {
      const imported = await importSite(getDb(), { archive: Buffer.from(await archive.arrayBuffer()), host });
      await recordAuditEvent(getDb(), { action: 'site.imported', siteId: imported.siteId, actor: auditActorOf(c), details: { host, via: 'console' } });
      return seeOther(`/${form.locale}/platform?${new URLSearchParams({ notice: 'siteImported', site: imported.siteId })}#site`);
    } catch (error) {
      if (error instanceof AppError && error.key) return back(error.messageIn(form.locale));
      throw error;
    }
  },
});

/** The platform console's site moves (issue 34). */
export const platformSiteTransferRoutes = [exportRoute, importRoute, importFormRoute];
