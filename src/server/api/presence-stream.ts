import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { getMetrics } from '../platform/metrics/registry';
import type { TPresenceMember, TPresenceSignal } from '../../shared/schemas/presence';
import type { EventBus } from '../platform/event-bus';
import { publishPresence, subscribeToPresence } from '../services/editor/page-presence';
import { endStreamOnDrain } from './sse-drain';

/** How often a tab says it is still there; three missed beats and it counts as gone. */
export const PRESENCE_HEARTBEAT_MS = 15_000;

/**
 * Streams who else is on a page as Server-Sent Events (`members`, the full list on every change).
 * Each open stream announces itself on the bus (`join`, then `here` every heartbeat, `leave` when
 * the client goes away), so it works across instances; a tab that vanished without `leave` (a
 * killed instance) expires after three missed heartbeats.
 */
export function streamPresence(c: Context, options: { bus: EventBus; siteId: string; pageId: string; member: TPresenceMember; heartbeatMs?: number }) {
  const { bus, siteId, pageId, member } = options;
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const connection = randomUUID();
  c.header('Cache-Control', 'no-store, no-transform');
  c.header('X-Accel-Buffering', 'no');
  const response = streamSSE(c, async (stream) => {
    const others = new Map<string, { member: TPresenceMember; seen: number }>();
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let last = '';
    const sendMembers = () => {
      if (stream.aborted || stream.closed) return;
      const byUser = new Map<string, TPresenceMember>();
      // The same person in two tabs (or themselves in another tab) is listed once, never as "someone else".
      for (const { member: other } of others.values()) if (other.userId !== member.userId) byUser.set(other.userId, other);
      const data = JSON.stringify({ members: [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name)) });
      if (data === last) return;
      last = data;
      stream.writeSSE({ event: 'members', data }).catch(() => finish());
    };
    const signal = (type: TPresenceSignal['type']) => publishPresence(bus, siteId, pageId, { type, connection, member });
    const unsubscribe = subscribeToPresence(bus, siteId, pageId, (event) => {
      if (event.connection === connection) return;
      if (event.type === 'leave') others.delete(event.connection);
      else others.set(event.connection, { member: event.member, seen: Date.now() });
      // A newcomer learns about everyone already here.
      if (event.type === 'join') signal('here');
      sendMembers();
    });
    const heartbeat = setInterval(() => {
      if (stream.aborted || stream.closed) return finish();
      signal('here');
      const cutoff = Date.now() - heartbeatMs * 3;
      for (const [key, entry] of others) if (entry.seen < cutoff) others.delete(key);
      sendMembers();
      void stream.write(': keep-alive\n\n').catch(() => finish());
    }, heartbeatMs);
    stream.onAbort(finish);
    c.req.raw.signal.addEventListener('abort', finish, { once: true });
    last = JSON.stringify({ members: [] });
    await stream.writeSSE({ event: 'members', data: last });
    signal('join');
    const open = getMetrics().sseConnections.labels({ stream: 'presence' });
    open.inc();
    const stopDrainWatch = endStreamOnDrain(stream, finish);
    try {
      await finished;
    } finally {
      open.dec();
      clearInterval(heartbeat);
      stopDrainWatch();
      unsubscribe();
      signal('leave');
      c.req.raw.signal.removeEventListener('abort', finish);
    }
  });
  response.headers.set('Cache-Control', 'no-store, no-transform');
  return response;
}
