import { randomUUID } from 'node:crypto';
import { invalidateCacheTags, onCacheTagsInvalidated } from '../platform/cache-tags';
import type { EventBus } from '../platform/event-bus';

/** The event-bus topic page-cache invalidations travel on between app instances. */
export const CACHE_INVALIDATION_TOPIC = 'cache:invalidate';

type Invalidation = { from: string; tags: string[] };

function isInvalidation(payload: unknown): payload is Invalidation {
  if (typeof payload !== 'object' || payload === null) return false;
  const { from, tags } = payload as Partial<Invalidation>;
  return typeof from === 'string' && Array.isArray(tags) && tags.every((tag) => typeof tag === 'string');
}

/**
 * With PostgreSQL, several app instances serve one database: an invalidation on one instance
 * (a publish) must empty the caches of all — the page cache, the search cache, the site chrome.
 * Local invalidations are published on the event bus (so they share its connection and its
 * reconnect); those of other instances reach every local listener as `remote`, which is not sent
 * on again. The bus also delivers our own publish locally at once: the origin id skips it.
 */
export function startCacheFanout(options: { bus: EventBus }): () => void {
  const origin = randomUUID();
  const unsubscribe = options.bus.subscribe(CACHE_INVALIDATION_TOPIC, (payload) => {
    if (isInvalidation(payload) && payload.from !== origin) invalidateCacheTags(payload.tags, 'remote');
  });
  const stopListening = onCacheTagsInvalidated((tags, source) => {
    if (source === 'local') options.bus.publish(CACHE_INVALIDATION_TOPIC, { from: origin, tags } satisfies Invalidation);
  });
  return () => {
    stopListening();
    unsubscribe();
  };
}
