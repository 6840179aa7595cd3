import { z } from 'zod';
import {
  ZAddCollectionItemRequest,
  ZAddedCollectionItem,
  ZCollectionEditorList,
  ZCollectionItemVisibilityRequest,
  ZCollectionItemsQuery,
  ZFieldVisibilityRequest,
  ZGroupMetaRequest,
  ZGroupVisibilityRequest,
  ZRemoveCollectionItemRequest,
  ZSortCollectionRequest,
} from '../../../shared/schemas/collections';
import { ZLocale } from '../../../shared/schemas/editor';
import { getDb } from '../../db/client';
import { addCollectionItem } from '../../services/collections/add-collection-item';
import { listCollectionEditorItems } from '../../services/collections/list-collection-editor-items';
import { removeCollectionItem } from '../../services/collections/remove-collection-item';
import { setCollectionItemVisibility } from '../../services/collections/set-collection-item-visibility';
import { sortCollection } from '../../services/collections/sort-collection';
import { setFieldVisibility } from '../../services/content/set-field-visibility';
import { setGroupMeta } from '../../services/content/set-group-meta';
import { setGroupVisibility } from '../../services/content/set-group-visibility';
import { auditSiteAction } from '../audit-actor';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

const answers = <T extends z.ZodType>(data: T, description: string) => ({
  200: envelopeAnswer(data, description),
  400: errorAnswer('Invalid input, or the section is not a container of this collection; nothing changed'),
  404: errorAnswer('No such container, item or section on this site'),
  413: errorAnswer('The request is too large'),
});

/** These calls carry a few ids; the limit only stops abuse. */
const smallLimit = { maxBytes: 16 * 1024, messageKey: 'request.changeTooLarge' } as const;

const ZFieldVisibilityResult = z.object({ fieldId: z.uuid(), slot: z.string(), version: z.number().int(), visible: z.boolean() });

/** The collection editor: add, show/hide, sort and remove the items of a container section. */
const addItem = defineRoute({
  method: 'post',
  path: '/collection/add',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Create a collection page with its preset boxes and add it to the container (a draft)',
  request: { body: jsonBody(ZAddCollectionItemRequest) },
  responses: answers(ZAddedCollectionItem, 'Created and added'),
  bodyLimit: smallLimit,
  handler: async (c) => {
    const { collectionId, collectionName, lang, name } = c.req.valid('json');
    return ok(c, await addCollectionItem(getDb(), { site: c.get('site'), collectionId, collection: collectionName, locale: lang, name }));
  },
});

const itemVisibility = defineRoute({
  method: 'post',
  path: '/collection/items',
  auth: 'editor',
  permission: 'content.edit',
  summary: "Show an item in the container or move it to the container's archive",
  request: { body: jsonBody(ZCollectionItemVisibilityRequest) },
  responses: answers(z.object({ visible: z.boolean() }), 'Changed (a draft until the page is published)'),
  bodyLimit: smallLimit,
  handler: async (c) => {
    const { collectionId, collectionName, pageId, action } = c.req.valid('json');
    const options = { siteId: c.get('site').id, collectionId, collection: collectionName, pageId, visible: action === 'show' };
    return ok(c, await setCollectionItemVisibility(getDb(), options));
  },
});

const sortItems = defineRoute({
  method: 'post',
  path: '/collection/sort',
  auth: 'editor',
  permission: 'content.edit',
  summary: "Move an item to another item's place in the container",
  request: { body: jsonBody(ZSortCollectionRequest) },
  responses: answers(z.object({ order: z.array(z.uuid()) }), 'Moved; the whole new order'),
  bodyLimit: smallLimit,
  handler: async (c) => {
    const { collectionId, collectionName, activeId, overId } = c.req.valid('json');
    return ok(c, await sortCollection(getDb(), { siteId: c.get('site').id, collectionId, collection: collectionName, activeId, overId }));
  },
});

const removeItem = defineRoute({
  method: 'post',
  path: '/collection/removeItem',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Remove an item from the container and delete its page',
  request: { body: jsonBody(ZRemoveCollectionItemRequest) },
  responses: answers(z.object({ pageId: z.uuid() }), 'Removed'),
  bodyLimit: smallLimit,
  handler: async (c) => {
    const { collectionId, collectionName, pageId } = c.req.valid('json');
    const removed = await removeCollectionItem(getDb(), { siteId: c.get('site').id, collectionId, collection: collectionName, pageId });
    await auditSiteAction(c, 'page.deleted', { pageId: removed.pageId, collection: collectionName });
    return ok(c, removed);
  },
});

const listItems = defineRoute({
  method: 'get',
  path: '/collection/items',
  auth: 'editor',
  permission: 'content.edit',
  summary: "A container's items for the collection editor: working order, shown flags, name, slug, status",
  request: { query: ZCollectionItemsQuery },
  responses: { 200: envelopeAnswer(ZCollectionEditorList, 'The items'), 400: errorAnswer('Invalid query'), 404: errorAnswer('No such container on this site') },
  handler: async (c) => ok(c, await listCollectionEditorItems(getDb(), { siteId: c.get('site').id, collectionId: c.req.valid('query').collectionId })),
});

/** The per-element menu's visibility calls: drafts, live after publishing. */
const fieldVisibility = defineRoute({
  method: 'post',
  path: '/field/visibility',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Show or hide one field of a section',
  request: { body: jsonBody(ZFieldVisibilityRequest) },
  responses: {
    ...answers(ZFieldVisibilityResult, 'Changed, with the new version'),
    409: errorAnswer('The field changed meanwhile; data is its current version'),
  },
  bodyLimit: smallLimit,
  handler: async (c) => {
    const { fieldId, fieldName, groupId, visible, version } = c.req.valid('json');
    return ok(c, await setFieldVisibility(getDb(), { siteId: c.get('site').id, fieldId, fieldName, groupId, visible, version }));
  },
});

const groupVisibility = defineRoute({
  method: 'post',
  path: '/group/visibility',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Show or hide several fields of a section at once',
  request: { body: jsonBody(ZGroupVisibilityRequest) },
  responses: answers(z.object({ fields: z.array(ZFieldVisibilityResult) }), 'Changed'),
  bodyLimit: smallLimit,
  handler: async (c) => ok(c, await setGroupVisibility(getDb(), { siteId: c.get('site').id, ...c.req.valid('json') })),
});

const groupMeta = defineRoute({
  method: 'post',
  path: '/group/meta',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Set the languages a section is hidden in',
  request: { body: jsonBody(ZGroupMetaRequest) },
  responses: {
    ...answers(
      z.object({ groupId: z.uuid(), version: z.number().int(), meta: z.object({ disallowedLanguages: z.array(ZLocale) }) }),
      'Changed, with the new version',
    ),
    409: errorAnswer('The section changed meanwhile; data is its current version'),
  },
  bodyLimit: smallLimit,
  handler: async (c) => {
    const { pageId, groupId, meta, version } = c.req.valid('json');
    return ok(c, await setGroupMeta(getDb(), { site: c.get('site'), pageId, groupId, meta, version }));
  },
});

export const collectionRoutes = [addItem, itemVisibility, sortItems, removeItem, listItems, fieldVisibility, groupVisibility, groupMeta];
