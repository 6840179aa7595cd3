import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { onCacheTagsInvalidated } from '../platform/cache-tags';

const CHANNEL = 'webbox_cache_tags';

/**
 * With PostgreSQL, several app instances serve one database: an invalidation on one instance
 * (a publish) must empty the page caches of all. Local invalidations are sent with NOTIFY;
 * notifications from other instances invalidate this one's cache.
 */
export async function startCacheFanout(options: {
  databaseUrl: string;
  invalidateLocal: (tags: string[]) => void;
  logger: Logger;
}): Promise<() => Promise<void>> {
  const instanceId = randomUUID();
  const listener = new pg.Client({ connectionString: options.databaseUrl });
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { from, tags } = JSON.parse(message.payload) as { from: string; tags: string[] };
      if (from !== instanceId && Array.isArray(tags)) options.invalidateLocal(tags);
    } catch (error) {
      options.logger.warn({ err: error }, 'ignored a malformed cache notification');
    }
  });
  listener.on('error', (error) => options.logger.error({ err: error }, 'cache fan-out connection failed'));
  const stop = onCacheTagsInvalidated((tags) => {
    listener
      .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: instanceId, tags })])
      .catch((error: unknown) => options.logger.error({ err: error }, 'cache fan-out notify failed'));
  });
  return async () => {
    stop();
    await listener.end().catch(() => undefined);
  };
}
