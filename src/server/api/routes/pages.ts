import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import { ZTranslationStatus } from '../../../shared/schemas/editor';
import { ZMissingTranslations } from '../../../shared/schemas/translation';
import { ZPageChecksQuery, ZPublishChecks } from '../../../shared/schemas/publish-checks';
import { ZPublicationStatus, ZPublicationStatusQuery, ZPublishPageRequest, ZRevertPageRequest, ZUnlockPageRequest } from '../../../shared/schemas/pages';
import { getDb } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { requestClientAddress } from '../../platform/client-address';
import { getConfig } from '../../platform/config';
import { getPublicationStatus } from '../../services/pages/get-publication-status';
import { getTranslationStatus } from '../../services/pages/get-translation-status';
import { findMissingTranslations } from '../../services/pages/find-missing-translations';
import { publishPage } from '../../services/pages/publish-page';
import { runPageChecks } from '../../services/publish-checks/run-checks';
import { revertPage } from '../../services/pages/revert-page';
import { unlockPage } from '../../services/pages/unlock-page';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import type { ApiEnv } from '../context';
import { auditSiteAction } from '../audit-actor';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

const answers = <T extends z.ZodType>(data: T, description: string) => ({
  200: envelopeAnswer(data, description),
  400: errorAnswer('Invalid input'),
  404: errorAnswer('No such page on this site'),
});

const ZPublished = z.object({ pageId: z.uuid(), versionId: z.uuid(), version: z.number().int() });

const publish = defineRoute({
  method: 'post',
  path: '/page/publish',
  auth: 'editor',
  permission: 'content.publish',
  summary: 'Publish every pending change of a page and snapshot it for visitors',
  request: { body: jsonBody(ZPublishPageRequest) },
  responses: {
    ...answers(ZPublished, 'Published'),
    409: errorAnswer('Texts are still untranslated (data: pages and languages), or a publish check blocks or warns without confirmation (data: checks)'),
  },
  handler: async (c) => {
    const { id, acknowledgedWarnings = [] } = c.req.valid('json');
    const published = await publishPage(getDb(), { siteId: c.get('site').id, pageId: id, userId: c.get('user').id, acknowledgedWarnings });
    await auditSiteAction(c, 'page.published', { pageId: published.pageId, version: published.version });
    return ok(c, published);
  },
});

const revert = defineRoute({
  method: 'post',
  path: '/page/revert',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Discard every unpublished change of a page, in all languages',
  request: { body: jsonBody(ZRevertPageRequest) },
  responses: answers(z.object({ pageId: z.uuid() }), 'Reverted'),
  handler: async (c) => {
    const { id } = c.req.valid('json');
    await revertPage(getDb(), { siteId: c.get('site').id, pageId: id });
    return ok(c, { pageId: id });
  },
});

const publicationStatus = defineRoute({
  method: 'get',
  path: '/page/status/publication',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Counts of changed fields, groups and pages',
  request: { query: ZPublicationStatusQuery },
  responses: answers(ZPublicationStatus, 'Counts of pending changes'),
  handler: async (c) => ok(c, await getPublicationStatus(getDb(), { siteId: c.get('site').id, pageId: c.req.valid('query').id })),
});

const translationStatus = defineRoute({
  method: 'get',
  path: '/page/status/translation',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Per language, how many texts of the page are still untranslated',
  request: { query: ZPublicationStatusQuery },
  responses: answers(ZTranslationStatus, 'Missing texts per language'),
  handler: async (c) => ok(c, await getTranslationStatus(getDb(), { site: c.get('site'), pageId: c.req.valid('query').id })),
});

const missingTranslations = defineRoute({
  method: 'get',
  path: '/page/status/translation/missing',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Per language, the untranslated texts of the page and whether they block publishing',
  request: { query: ZPublicationStatusQuery },
  responses: answers(ZMissingTranslations, 'Missing texts'),
  handler: async (c) => ok(c, await findMissingTranslations(getDb(), { site: c.get('site'), pageId: c.req.valid('query').id })),
});

const publishChecks = defineRoute({
  method: 'get',
  path: '/page/status/checks',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'What publishing the page would put live that looks wrong: blocking entries and warnings',
  request: { query: ZPageChecksQuery },
  responses: answers(ZPublishChecks, 'The publish checks, blocking first'),
  handler: async (c) => ok(c, { checks: await runPageChecks(getDb(), { siteId: c.get('site').id, pageId: c.req.valid('query').id }) }),
});

/** Ten password attempts a minute per site and address, with JavaScript or without (page-unlock-form.ts). */
export const unlockLimit = sharedRateLimiter<ApiEnv>({
  name: 'unlock',
  windowMs: 60_000,
  limit: 10,
  keyGenerator: (c) => `${c.get('site').id}:${requestClientAddress(c)}`,
  handler: () => {
    throw new AppError('TOO_MANY_REQUESTS', 'request.tooManyAttempts');
  },
});

const unlock = defineRoute({
  method: 'post',
  path: '/page/unlock',
  auth: 'public',
  summary: "Enter a protected page's password (sets a cookie for that page)",
  request: { body: jsonBody(ZUnlockPageRequest) },
  responses: { ...answers(z.object({ pageId: z.uuid() }), 'Unlocked'), 401: errorAnswer('Wrong password'), 429: errorAnswer('Too many attempts') },
  guards: [unlockLimit],
  handler: async (c) => {
    const { id, password } = c.req.valid('json');
    const cookie = await unlockPage(getDb(), { siteId: c.get('site').id, pageId: id, password, secret: getConfig().authSecret });
    setCookie(c, cookie.name, cookie.value, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      maxAge: 60 * 60 * 12,
    });
    return ok(c, { pageId: id });
  },
});

export const pageRoutes = [publish, revert, publicationStatus, translationStatus, missingTranslations, publishChecks, unlock];
