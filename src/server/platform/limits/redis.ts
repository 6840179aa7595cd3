import { Redis } from 'ioredis';
import { getConfig } from '../config';
import { processSingleton } from '../process-singleton';

/**
 * The Redis connection the limits share (`REDIS_URL`), or null: without it every limit counts in
 * this process only. One per process (processSingleton) so the Node server (which closes it) and the Next bundle
 * (whose API counts through it) use one connection.
 */
const holder = processSingleton('limit-redis', (): { redis?: Redis | null } => ({}));

export type LimitRedis = Redis;
/** Where a limit finds its shared store: the process's by default, a test's own per "instance". */
export type RedisSource = () => LimitRedis | null;

export function connectLimitRedis(url: string): LimitRedis {
  // A request waits for Redis at most a few retries; then the limit answers an error, never "allowed".
  return new Redis(url, { maxRetriesPerRequest: 2, connectionName: 'webbox-limits' });
}

export const limitRedis: RedisSource = () => {
  if (holder.redis === undefined) {
    const url = getConfig().REDIS_URL;
    holder.redis = url ? connectLimitRedis(url) : null;
  }
  return holder.redis;
};

export async function closeLimitRedis(): Promise<void> {
  const redis = holder.redis;
  holder.redis = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
