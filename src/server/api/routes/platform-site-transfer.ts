import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ZExportSiteParams, ZExportSiteQuery, ZImportSiteForm, ZImportSiteResponse } from '../../../shared/schemas/site-transfer';
import { getDb } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import { exportSite } from '../../services/site-transfer/export-site';
import { importSite } from '../../services/site-transfer/import-site';
import type { ApiEnv } from '../context';
import { recordAuditEvent } from '../../services/audit/record-audit-event';
import { auditActorOf } from '../audit-actor';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { requirePlatformAdmin } from '../middleware/require-platform-admin';
import { envelopeAnswer, errorAnswer } from '../responses';

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
  guards: [
    requirePlatformAdmin,
    transferLimit,
    bodyLimit({
      maxSize: MAX_IMPORT_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'siteArchive.tooLarge');
      },
    }),
  ],
  handler: async (c) => {
    const { archive, host } = c.req.valid('form');
    const imported = await importSite(getDb(), { archive: Buffer.from(await archive.arrayBuffer()), host });
    await recordAuditEvent(getDb(), { action: 'site.imported', siteId: imported.siteId, actor: auditActorOf(c), details: { host, via: 'console' } });
    return ok(c, imported);
  },
});

/** The platform console's site moves (issue 34). */
export const platformSiteTransferRoutes = [exportRoute, importRoute];
