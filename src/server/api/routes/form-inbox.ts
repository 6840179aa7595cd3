import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZFormSubmissionPage, ZFormSubmissionsQuery, ZRetryMailRequest } from '../../../shared/schemas/forms/inbox';
import { getDb } from '../../db/client';
import { exportFormSubmissionsCsv } from '../../services/forms/export-form-submissions-csv';
import { listFormSubmissions } from '../../services/forms/list-form-submissions';
import { retryFailedMail } from '../../services/mail/retry-failed-mail';
import type { ApiEnv } from '../context';
import { ZErrorEnvelope, envelopeOf, ok } from '../envelope';
import { requireMember } from '../middleware/require-member';
import { validationHook } from '../validation-hook';

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ZErrorEnvelope } } });

/** The business's inbox: every member of the site (of the Host) reads its submissions, no one else's. */
export const formInboxApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

const memberAnswers = {
  400: errorAnswer('Invalid query'),
  401: errorAnswer('Not signed in'),
  403: errorAnswer('Not a member of this site'),
};

formInboxApi.use('/forms/submissions', requireMember('optician'));
formInboxApi.openapi(
  createRoute({
    method: 'get',
    path: '/forms/submissions',
    summary: "The site's form submissions, newest first, with the state of their mails",
    request: { query: ZFormSubmissionsQuery },
    responses: { 200: { description: 'One page of submissions', content: { 'application/json': { schema: envelopeOf(ZFormSubmissionPage) } } }, ...memberAnswers },
  }),
  async (c) => ok(c, await listFormSubmissions(getDb(), { siteId: c.get('site').id, query: c.req.valid('query') }), 200),
);

formInboxApi.use('/forms/submissions.csv', requireMember('optician'));
formInboxApi.openapi(
  createRoute({
    method: 'get',
    path: '/forms/submissions.csv',
    summary: "Every submission of the site as CSV (UTF-8 with BOM, formula-safe cells)",
    request: { query: ZFormSubmissionsQuery },
    responses: { 200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } }, ...memberAnswers },
  }),
  async (c) => {
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
);

formInboxApi.use('/forms/mails/retry', requireMember('optician'));
formInboxApi.openapi(
  createRoute({
    method: 'post',
    path: '/forms/mails/retry',
    summary: 'Queue a mail again that failed after every attempt',
    request: { body: { content: { 'application/json': { schema: ZRetryMailRequest } }, required: true } },
    responses: {
      200: { description: 'Queued again', content: { 'application/json': { schema: envelopeOf(z.object({ id: z.uuid() })) } } },
      ...memberAnswers,
      404: errorAnswer('No failed mail with this id on this site'),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('json');
    await retryFailedMail(getDb(), { siteId: c.get('site').id, mailId: id });
    return ok(c, { id }, 200);
  },
);
