import { z } from 'zod';
import {
  ZNavigationAnswer,
  ZNavigationQuery,
  ZPageVersionList,
  ZPageVersionsQuery,
  ZPublishSiteRequest,
  ZPublishedSite,
  ZRestoreVersionRequest,
  ZSaveNavigationRequest,
  ZSitePublicationStatus,
} from '../../../shared/schemas/site-structure';
import { ZPublishChecks } from '../../../shared/schemas/publish-checks';
import { getDb } from '../../db/client';
import { getNavigation } from '../../services/navigation/get-navigation';
import { saveNavigation } from '../../services/navigation/save-navigation';
import { listPageVersions } from '../../services/pages/list-page-versions';
import { restorePageVersion } from '../../services/pages/restore-page-version';
import { getSitePublicationStatus } from '../../services/sites/get-site-publication-status';
import { publishSite } from '../../services/sites/publish-site';
import { runSiteChecks } from '../../services/publish-checks/run-checks';
import { auditSiteAction } from '../audit-actor';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

const answers = <T extends z.ZodType>(data: T, description: string) => ({
  200: envelopeAnswer(data, description),
  400: errorAnswer('Invalid input; nothing changed'),
  404: errorAnswer('No such item on this site'),
});

/** A navigation is a few KB; the limit only stops abuse. */
const structureLimit = { maxBytes: 256 * 1024, messageKey: 'request.changeTooLarge' } as const;

const readNavigation = defineRoute({
  method: 'get',
  path: '/navigation',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'The navigation (the working draft with includeDrafts=true) and whether it is unpublished',
  request: { query: ZNavigationQuery },
  responses: answers(ZNavigationAnswer, 'The navigation'),
  handler: async (c) => ok(c, await getNavigation(getDb(), { siteId: c.get('site').id, includeDrafts: c.req.valid('query').includeDrafts === 'true' })),
});

const writeNavigation = defineRoute({
  method: 'post',
  path: '/navigation',
  auth: 'editor',
  permission: 'content.edit',
  summary: "Save the navigation as a draft (visitors see it after the site's publish)",
  request: { body: jsonBody(ZSaveNavigationRequest) },
  responses: answers(ZNavigationAnswer, 'Saved'),
  bodyLimit: structureLimit,
  handler: async (c) => ok(c, await saveNavigation(getDb(), { siteId: c.get('site').id, navigation: c.req.valid('json').navigation })),
});

const sitePublicationStatus = defineRoute({
  method: 'get',
  path: '/site/status/publication',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Every page with unpublished changes, and whether navigation and settings are unpublished',
  responses: answers(ZSitePublicationStatus, 'What is unpublished'),
  handler: async (c) => ok(c, await getSitePublicationStatus(getDb(), { siteId: c.get('site').id })),
});

const publishSiteRoute = defineRoute({
  method: 'post',
  path: '/site/publish',
  auth: 'editor',
  permission: 'content.publish',
  // What to publish is everything changed on the host's site; the body, if any, names the
  // warnings confirmed with "Trotzdem veröffentlichen".
  summary: 'Publish every changed page, the navigation and the settings in one transaction',
  request: { body: { ...jsonBody(ZPublishSiteRequest), required: false } },
  responses: {
    ...answers(ZPublishedSite, 'Published'),
    409: errorAnswer(
      'Nothing to publish, texts still untranslated (data: pages and languages), or a publish check blocks or warns without confirmation (data: checks)',
    ),
  },
  handler: async (c) => {
    const { acknowledgedWarnings = [] } = c.req.valid('json');
    const published = await publishSite(getDb(), { siteId: c.get('site').id, userId: c.get('user').id, acknowledgedWarnings });
    await auditSiteAction(c, 'site.published', { pages: published.pages, navigation: published.navigation, settings: published.settings });
    return ok(c, published);
  },
});

const siteChecks = defineRoute({
  method: 'get',
  path: '/site/status/checks',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'What publishing the whole site would put live that looks wrong: blocking entries and warnings of every changed page and the settings',
  responses: answers(ZPublishChecks, 'The publish checks, blocking first'),
  handler: async (c) => ok(c, { checks: await runSiteChecks(getDb(), { siteId: c.get('site').id }) }),
});

const pageVersions = defineRoute({
  method: 'get',
  path: '/page/versions',
  auth: 'editor',
  permission: 'content.edit',
  summary: "A page's published versions, newest first",
  request: { query: ZPageVersionsQuery },
  responses: answers(ZPageVersionList, 'The versions'),
  handler: async (c) => ok(c, await listPageVersions(getDb(), { siteId: c.get('site').id, pageId: c.req.valid('query').id })),
});

const restoreVersion = defineRoute({
  method: 'post',
  path: '/page/version/restore',
  auth: 'editor',
  permission: 'content.edit',
  summary: "Make a published version the page's working state (publish as usual afterwards)",
  request: { body: jsonBody(ZRestoreVersionRequest) },
  responses: answers(z.object({ pageId: z.uuid(), version: z.number().int() }), 'Restored as draft, with the page version'),
  handler: async (c) => {
    const { pageId, versionId } = c.req.valid('json');
    return ok(c, await restorePageVersion(getDb(), { siteId: c.get('site').id, pageId, versionId }));
  },
});

export const siteStructureRoutes = [readNavigation, writeNavigation, sitePublicationStatus, siteChecks, publishSiteRoute, pageVersions, restoreVersion];
