import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  ZAddGroupRequest,
  ZGroupStatusRequest,
  ZRemoveGroupRequest,
  ZSaveItemRequest,
  ZSortGroupRequest,
} from '../../../shared/schemas/editor';
import { getDb } from '../../db/client';
import { addSection } from '../../services/content/add-section';
import { removeGroup } from '../../services/content/remove-group';
import { saveItem } from '../../services/content/save-item';
import { setGroupStatus } from '../../services/content/set-group-status';
import { sortGroup } from '../../services/content/sort-group';
import { groupBelongsToPage } from '../../services/content/group-belongs-to-page';
import type { ApiEnv } from '../context';
import { ZErrorEnvelope, envelopeOf, fail, ok } from '../envelope';
import { requireMember } from '../middleware/require-member';
import { validationHook } from '../validation-hook';

const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const answers = <T extends z.ZodType>(data: T, description: string) => ({
  200: { description, content: { 'application/json': { schema: envelopeOf(data) } } },
  400: { description: 'Invalid input; nothing changed', content: { 'application/json': { schema: ZErrorEnvelope } } },
  401: { description: 'Not signed in', content: { 'application/json': { schema: ZErrorEnvelope } } },
  403: { description: 'Not a member of this site', content: { 'application/json': { schema: ZErrorEnvelope } } },
  404: { description: 'No such item on this site', content: { 'application/json': { schema: ZErrorEnvelope } } },
});

/** The in-place editor's calls: save an item, add/remove/sort sections, change a section's status. */
export const editingApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

for (const path of ['/data', '/group/add', '/group/remove', '/group/sort', '/group/status']) {
  editingApi.use(path, requireMember('editor'));
  editingApi.use(path, bodyLimit({ maxSize: 512 * 1024, onError: (c) => fail(c, 413, 'The change is too large') }));
}

editingApi.openapi(
  createRoute({
    method: 'post',
    path: '/data',
    summary: "Save a field's or a section's working state",
    request: { body: jsonBody(ZSaveItemRequest) },
    responses: answers(z.object({ itemType: z.enum(['field', 'group']), id: z.uuid(), state: z.unknown() }), 'Saved'),
  }),
  async (c) => ok(c, await saveItem(getDb(), { site: c.get('site'), request: c.req.valid('json') })),
);

editingApi.openapi(
  createRoute({
    method: 'post',
    path: '/group/add',
    summary: 'Add a section next to another (or at the top)',
    request: { body: jsonBody(ZAddGroupRequest) },
    responses: answers(z.object({ groupId: z.uuid(), position: z.number().int() }), 'Added'),
  }),
  async (c) => {
    const { pageId, groupName, nextTo } = c.req.valid('json');
    return ok(c, await addSection(getDb(), { site: c.get('site'), pageId, type: groupName, nextTo: nextTo ?? null }));
  },
);

editingApi.openapi(
  createRoute({
    method: 'post',
    path: '/group/remove',
    summary: 'Remove a section: deleted if never published, else marked for deletion until publish',
    request: { body: jsonBody(ZRemoveGroupRequest) },
    responses: answers(z.object({ result: z.enum(['deleted', 'markedForDeletion']) }), 'Removed'),
  }),
  async (c) => {
    const { pageId, groupId } = c.req.valid('json');
    const siteId = c.get('site').id;
    await groupBelongsToPage(getDb(), { siteId, pageId, groupId });
    return ok(c, { result: await removeGroup(getDb(), { siteId, groupId }) });
  },
);

editingApi.openapi(
  createRoute({
    method: 'post',
    path: '/group/sort',
    summary: 'Move a section up or down',
    request: { body: jsonBody(ZSortGroupRequest) },
    responses: answers(z.object({ moved: z.boolean() }), 'Moved (or already at the end)'),
  }),
  async (c) => ok(c, await sortGroup(getDb(), { siteId: c.get('site').id, ...c.req.valid('json') })),
);

editingApi.openapi(
  createRoute({
    method: 'post',
    path: '/group/status',
    summary: 'Restore a pending removal, archive or unarchive a section',
    request: { body: jsonBody(ZGroupStatusRequest) },
    responses: answers(z.object({ status: z.string() }), 'Status changed'),
  }),
  async (c) => ok(c, await setGroupStatus(getDb(), { siteId: c.get('site').id, ...c.req.valid('json') })),
);
