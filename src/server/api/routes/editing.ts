import { z } from 'zod';
import { ZAddGroupRequest, ZGroupStatusRequest, ZRemoveGroupRequest, ZSaveItemRequest, ZSavedItem, ZSortGroupRequest } from '../../../shared/schemas/editor';
import { getDb } from '../../db/client';
import { addSection } from '../../services/content/add-section';
import { groupBelongsToPage } from '../../services/content/group-belongs-to-page';
import { removeGroup } from '../../services/content/remove-group';
import { saveItem } from '../../services/content/save-item';
import { setGroupStatus } from '../../services/content/set-group-status';
import { sortGroup } from '../../services/content/sort-group';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

const answers = <T extends z.ZodType>(data: T, description: string) => ({
  200: envelopeAnswer(data, description),
  400: errorAnswer('Invalid input; nothing changed'),
  404: errorAnswer('No such item on this site'),
  413: errorAnswer('The change is too large'),
});

/** An edit is a few KB; the limit only stops abuse. */
const editLimit = { maxBytes: 512 * 1024, messageKey: 'request.changeTooLarge' } as const;

/** The in-place editor's calls: save an item, add/remove/sort sections, change a section's status. */
const saveData = defineRoute({
  method: 'post',
  path: '/data',
  auth: 'editor',
  permission: 'content.edit',
  summary: "Save a field's or a section's working state",
  request: { body: jsonBody(ZSaveItemRequest) },
  responses: {
    ...answers(ZSavedItem, 'Saved, with the new version'),
    409: errorAnswer('Based on an outdated version; data is the current version (itemType, id, version, state)'),
  },
  bodyLimit: editLimit,
  handler: async (c) => ok(c, await saveItem(getDb(), { site: c.get('site'), request: c.req.valid('json') })),
});

const addGroup = defineRoute({
  method: 'post',
  path: '/group/add',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Add a section next to another (or at the top)',
  request: { body: jsonBody(ZAddGroupRequest) },
  responses: answers(z.object({ groupId: z.uuid(), position: z.number().int() }), 'Added'),
  bodyLimit: editLimit,
  handler: async (c) => {
    const { pageId, groupName, nextTo } = c.req.valid('json');
    return ok(c, await addSection(getDb(), { site: c.get('site'), pageId, type: groupName, nextTo: nextTo ?? null }));
  },
});

const removeGroupRoute = defineRoute({
  method: 'post',
  path: '/group/remove',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Remove a section: deleted if never published, else marked for deletion until publish',
  request: { body: jsonBody(ZRemoveGroupRequest) },
  responses: {
    ...answers(z.object({ result: z.enum(['deleted', 'markedForDeletion']) }), 'Removed'),
    409: errorAnswer('The section changed since the editor saw it; data is its current version'),
  },
  bodyLimit: editLimit,
  handler: async (c) => {
    const { pageId, groupId, version } = c.req.valid('json');
    const siteId = c.get('site').id;
    await groupBelongsToPage(getDb(), { siteId, pageId, groupId });
    return ok(c, { result: await removeGroup(getDb(), { siteId, groupId, version }) });
  },
});

const sortGroupRoute = defineRoute({
  method: 'post',
  path: '/group/sort',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Move a section up or down',
  request: { body: jsonBody(ZSortGroupRequest) },
  responses: answers(z.object({ moved: z.boolean() }), 'Moved (or already at the end)'),
  bodyLimit: editLimit,
  handler: async (c) => ok(c, await sortGroup(getDb(), { siteId: c.get('site').id, ...c.req.valid('json') })),
});

const groupStatus = defineRoute({
  method: 'post',
  path: '/group/status',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Restore a pending removal, archive or unarchive a section',
  request: { body: jsonBody(ZGroupStatusRequest) },
  responses: { ...answers(z.object({ status: z.string() }), 'Status changed'), 409: errorAnswer('The section changed meanwhile') },
  bodyLimit: editLimit,
  handler: async (c) => ok(c, await setGroupStatus(getDb(), { siteId: c.get('site').id, ...c.req.valid('json') })),
});

export const editingRoutes = [saveData, addGroup, removeGroupRoute, sortGroupRoute, groupStatus];
