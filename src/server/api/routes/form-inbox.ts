import { z } from 'zod';
import { ZFormSubmissionPage, ZFormSubmissionsQuery, ZRetryMailRequest } from '../../../shared/schemas/forms/inbox';
import { getDb } from '../../db/client';
import { exportFormSubmissionsCsv } from '../../services/forms/export-form-submissions-csv';
import { listFormSubmissions } from '../../services/forms/list-form-submissions';
import { retryFailedMail } from '../../services/mail/retry-failed-mail';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

/** The business's inbox: every member of the site (of the Host) reads its submissions, no one else's. */
const listSubmissions = defineRoute({
  method: 'get',
  path: '/forms/submissions',
  auth: 'optician',
  permission: 'inbox',
  summary: "The site's form submissions, newest first, with the state of their mails",
  request: { query: ZFormSubmissionsQuery },
  responses: { 200: envelopeAnswer(ZFormSubmissionPage, 'One page of submissions'), 400: errorAnswer('Invalid query') },
  handler: async (c) => ok(c, await listFormSubmissions(getDb(), { siteId: c.get('site').id, query: c.req.valid('query') }), 200),
});

const exportCsv = defineRoute({
  method: 'get',
  path: '/forms/submissions.csv',
  auth: 'optician',
  permission: 'inbox',
  summary: 'Every submission of the site as CSV (UTF-8 with BOM, formula-safe cells)',
  request: { query: ZFormSubmissionsQuery },
  responses: { 200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } }, 400: errorAnswer('Invalid query') },
  handler: async (c) => {
    const site = c.get('site');
    const { kind } = c.req.valid('query');
    const csv = await exportFormSubmissionsCsv(getDb(), { siteId: site.id, locale: site.defaultLocale, kind });
    const date = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="submissions-${kind ?? 'all'}-${date}.csv"`,
      'cache-control': 'no-store',
    });
  },
});

const retryMail = defineRoute({
  method: 'post',
  path: '/forms/mails/retry',
  auth: 'optician',
  permission: 'inbox',
  summary: 'Queue a mail again that failed after every attempt',
  request: { body: jsonBody(ZRetryMailRequest) },
  responses: {
    200: envelopeAnswer(z.object({ id: z.uuid() }), 'Queued again'),
    400: errorAnswer('Invalid input'),
    404: errorAnswer('No failed mail with this id on this site'),
  },
  handler: async (c) => {
    const { id } = c.req.valid('json');
    await retryFailedMail(getDb(), { siteId: c.get('site').id, mailId: id });
    return ok(c, { id }, 200);
  },
});

export const formInboxRoutes = [listSubmissions, exportCsv, retryMail];
