import { z } from 'zod';
import {
  ZCreatePageRequest,
  ZCreatedPage,
  ZDeletedPageList,
  ZNavigationQuery,
  ZPageIdBody,
  ZPageInfo,
  ZPageList,
  ZRemovedPage,
  ZUpdatePageInfoRequest,
} from '../../../shared/schemas/site-structure';
import { getDb } from '../../db/client';
import { addPage } from '../../services/pages/add-page';
import { listDeletedPages } from '../../services/pages/deleted-pages';
import { getPageInfo } from '../../services/pages/get-page-info';
import { listPages } from '../../services/pages/list-pages';
import { removePage } from '../../services/pages/remove-page';
import { restorePage } from '../../services/pages/restore-page';
import { updatePageInfo } from '../../services/pages/update-page-info';
import { auditSiteAction } from '../audit-actor';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

/** The pages panel's calls (editor-panels §7 page add/remove/info, pages; restoring deleted pages). */
const answers = <T extends z.ZodType>(data: T, description: string) => ({
  200: envelopeAnswer(data, description),
  400: errorAnswer('Invalid input; nothing changed'),
  404: errorAnswer('No such page on this site'),
});

const ZPageInfoQuery = z.object({ id: z.uuid() });
const conflict = (description: string) => ({ 409: errorAnswer(description) });

const add = defineRoute({
  method: 'post',
  path: '/page/add',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Create a draft page (free, or an item of a collection with its preset boxes)',
  request: { body: jsonBody(ZCreatePageRequest) },
  responses: { ...answers(ZCreatedPage, 'Created'), ...conflict('The URL already exists in this language') },
  handler: async (c) => {
    const site = c.get('site');
    return ok(c, { page: await addPage(getDb(), { siteId: site.id, locales: site.locales, request: c.req.valid('json') }) });
  },
});

const list = defineRoute({
  method: 'get',
  path: '/pages',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Every page of the site with its changed, password and navigation-button marks',
  request: { query: ZNavigationQuery },
  responses: answers(ZPageList, 'The pages'),
  handler: async (c) => {
    const includeDrafts = c.req.valid('query').includeDrafts !== 'false';
    return ok(c, { pages: await listPages(getDb(), { siteId: c.get('site').id, includeDrafts }) });
  },
});

const remove = defineRoute({
  method: 'post',
  path: '/page/remove',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Delete a page (restorable for 30 days); the home page cannot be deleted',
  request: { body: jsonBody(ZPageIdBody) },
  responses: { ...answers(ZRemovedPage, 'Deleted; homePageId is where the editor goes'), ...conflict('The home page cannot be deleted') },
  handler: async (c) => {
    const removed = await removePage(getDb(), { siteId: c.get('site').id, pageId: c.req.valid('json').id });
    await auditSiteAction(c, 'page.deleted', { pageId: removed.id });
    return ok(c, removed);
  },
});

const deleted = defineRoute({
  method: 'get',
  path: '/pages/deleted',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Deleted pages that can still be restored',
  responses: answers(ZDeletedPageList, 'The deleted pages'),
  handler: async (c) => ok(c, { pages: await listDeletedPages(getDb(), { siteId: c.get('site').id }) }),
});

const restore = defineRoute({
  method: 'post',
  path: '/page/restore',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Restore a deleted page with the status it had (within 30 days)',
  request: { body: jsonBody(ZPageIdBody) },
  responses: { ...answers(z.object({ id: z.uuid() }), 'Restored'), ...conflict('Deleted more than 30 days ago') },
  handler: async (c) => ok(c, await restorePage(getDb(), { siteId: c.get('site').id, pageId: c.req.valid('json').id })),
});

const info = defineRoute({
  method: 'get',
  path: '/page/info',
  auth: 'editor',
  permission: 'content.edit',
  summary: "A page's settings",
  request: { query: ZPageInfoQuery },
  responses: answers(ZPageInfo, 'The settings'),
  handler: async (c) => ok(c, await getPageInfo(getDb(), { siteId: c.get('site').id, pageId: c.req.valid('query').id })),
});

const saveInfo = defineRoute({
  method: 'post',
  path: '/page/info',
  auth: 'editor',
  permission: 'content.edit',
  summary: "Save a page's settings as a draft (name, slug, description, role, languages, password)",
  request: { body: jsonBody(ZUpdatePageInfoRequest) },
  responses: {
    ...answers(ZPageInfo, 'Saved, with the new version'),
    ...conflict('The URL exists already, or the page changed meanwhile (data: its current settings)'),
  },
  handler: async (c) => {
    const site = c.get('site');
    return ok(c, await updatePageInfo(getDb(), { siteId: site.id, locales: site.locales, request: c.req.valid('json') }));
  },
});

export const sitePageRoutes = [add, list, remove, deleted, restore, info, saveInfo];
