import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { setCookie } from 'hono/cookie';
import { rateLimiter } from 'hono-rate-limiter';
import { z } from 'zod';
import {
  ZPublicationStatus,
  ZPublicationStatusQuery,
  ZPublishPageRequest,
  ZRevertPageRequest,
  ZUnlockPageRequest,
} from '../../../shared/schemas/pages';
import { ZTranslationStatus } from '../../../shared/schemas/editor';
import { getDb } from '../../db/client';
import { getConfig } from '../../platform/config';
import { requestClientAddress } from '../../platform/client-address';
import { getPublicationStatus } from '../../services/pages/get-publication-status';
import { getTranslationStatus } from '../../services/pages/get-translation-status';
import { publishPage } from '../../services/pages/publish-page';
import { revertPage } from '../../services/pages/revert-page';
import { unlockPage } from '../../services/pages/unlock-page';
import type { ApiEnv } from '../context';
import { ZErrorEnvelope, envelopeOf, fail, ok } from '../envelope';
import { requireMember } from '../middleware/require-member';
import { validationHook } from '../validation-hook';

const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const answers = <T extends z.ZodType>(data: T, description: string) => ({
  200: { description, content: { 'application/json': { schema: envelopeOf(data) } } },
  400: { description: 'Invalid input', content: { 'application/json': { schema: ZErrorEnvelope } } },
  401: { description: 'Not signed in', content: { 'application/json': { schema: ZErrorEnvelope } } },
  403: { description: 'Not a member of this site', content: { 'application/json': { schema: ZErrorEnvelope } } },
  404: { description: 'No such page on this site', content: { 'application/json': { schema: ZErrorEnvelope } } },
});

const ZPublished = z.object({ pageId: z.uuid(), versionId: z.uuid(), version: z.number().int() });

export const pagesApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

pagesApi.use('/page/publish', requireMember('editor'));
pagesApi.openapi(
  createRoute({
    method: 'post',
    path: '/page/publish',
    summary: 'Publish every pending change of a page and snapshot it for visitors',
    request: { body: jsonBody(ZPublishPageRequest) },
    responses: answers(ZPublished, 'Published'),
  }),
  async (c) => {
    const { id } = c.req.valid('json');
    const result = await publishPage(getDb(), { siteId: c.get('site').id, pageId: id, userId: c.get('user').id });
    return ok(c, result);
  },
);

pagesApi.use('/page/revert', requireMember('editor'));
pagesApi.openapi(
  createRoute({
    method: 'post',
    path: '/page/revert',
    summary: 'Discard every unpublished change of a page, in all languages',
    request: { body: jsonBody(ZRevertPageRequest) },
    responses: answers(z.object({ pageId: z.uuid() }), 'Reverted'),
  }),
  async (c) => {
    const { id } = c.req.valid('json');
    await revertPage(getDb(), { siteId: c.get('site').id, pageId: id });
    return ok(c, { pageId: id });
  },
);

pagesApi.use('/page/status/publication', requireMember('editor'));
pagesApi.openapi(
  createRoute({
    method: 'get',
    path: '/page/status/publication',
    summary: 'Counts of changed fields, groups and pages',
    request: { query: ZPublicationStatusQuery },
    responses: answers(ZPublicationStatus, 'Counts of pending changes'),
  }),
  async (c) => {
    const { id } = c.req.valid('query');
    return ok(c, await getPublicationStatus(getDb(), { siteId: c.get('site').id, pageId: id }));
  },
);

pagesApi.use('/page/status/translation', requireMember('editor'));
pagesApi.openapi(
  createRoute({
    method: 'get',
    path: '/page/status/translation',
    summary: 'Per language, how many texts of the page are still untranslated',
    request: { query: ZPublicationStatusQuery },
    responses: answers(ZTranslationStatus, 'Missing texts per language'),
  }),
  async (c) => {
    const { id } = c.req.valid('query');
    return ok(c, await getTranslationStatus(getDb(), { site: c.get('site'), pageId: id }));
  },
);

pagesApi.use(
  '/page/unlock',
  rateLimiter<ApiEnv>({
    windowMs: 60_000,
    limit: 10,
    keyGenerator: (c) => `${c.get('site').id}:${requestClientAddress(c)}`,
    handler: (c) => fail(c, 429, 'Too many attempts; try again in a minute'),
  }),
);
pagesApi.openapi(
  createRoute({
    method: 'post',
    path: '/page/unlock',
    summary: "Enter a protected page's password (sets a cookie for that page)",
    request: { body: jsonBody(ZUnlockPageRequest) },
    responses: answers(z.object({ pageId: z.uuid() }), 'Unlocked'),
  }),
  async (c) => {
    const { id, password } = c.req.valid('json');
    const cookie = await unlockPage(getDb(), { siteId: c.get('site').id, pageId: id, password, secret: getConfig().authSecret });
    setCookie(c, cookie.name, cookie.value, { path: '/', httpOnly: true, sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:', maxAge: 60 * 60 * 12 });
    return ok(c, { pageId: id });
  },
);
