import { z } from 'zod';
import { getDb } from '../../db/client';
import { type EventBus, getEventBus } from '../../platform/event-bus';
import { requireSitePage } from '../../services/editor/page-presence';
import { defineRoute } from '../define-route';
import { streamPresence } from '../presence-stream';
import { errorAnswer } from '../responses';

export type PresenceApiOptions = { eventBus?: EventBus; heartbeatMs?: number };

/** Who else edits a page, live: members of the site only. */
export function presenceRoutes(options: PresenceApiOptions = {}) {
  const presence = defineRoute({
    method: 'get',
    path: '/pages/{id}/presence',
    auth: 'editor',
    permission: 'content.edit',
    summary: 'Server-Sent Events: `members` (the other members on this page) on every change',
    request: { params: z.object({ id: z.uuid() }) },
    responses: {
      200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
      404: errorAnswer('No such page on this site'),
    },
    handler: async (c) => {
      const siteId = c.get('site').id;
      const { id: pageId } = c.req.valid('param');
      await requireSitePage(getDb(), { siteId, pageId });
      const user = c.get('user');
      return streamPresence(c, {
        bus: options.eventBus ?? getEventBus(),
        siteId,
        pageId,
        // Other members see a name, not the address (the part before @ when no name is set).
        member: { userId: user.id, name: user.name || (user.email.split('@')[0] ?? '') },
        heartbeatMs: options.heartbeatMs,
      });
    },
  });
  return [presence];
}
