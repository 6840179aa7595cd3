import { Redis } from 'ioredis';
import { getConfig } from '../config';

/**
 * The Redis connection the limits share (`REDIS_URL`), or null: without it every limit counts in
 * this process only. Kept on globalThis so the Node server (which closes it) and the Next bundle
 * (whose API counts through it) use one connection.
 */
const holder = globalThis as typeof globalThis & { __webboxLimitRedis?: Redis | null };

export type LimitRedis = Redis;
/** Where a limit finds its shared store: the process's by default, a test's own per "instance". */
export type RedisSource = () => LimitRedis | null;

export function connectLimitRedis(url: string): LimitRedis {
  // A request waits for Redis at most a few retries; then the limit answers an error, never "allowed".
  return new Redis(url, { maxRetriesPerRequest: 2, connectionName: 'webbox-limits' });
}

export const limitRedis: RedisSource = () => {
  if (holder.__webboxLimitRedis === undefined) {
    const url = getConfig().REDIS_URL;
    holder.__webboxLimitRedis = url ? connectLimitRedis(url) : null;
  }
  return holder.__webboxLimitRedis;
};

export async function closeLimitRedis(): Promise<void> {
  const redis = holder.__webboxLimitRedis;
  holder.__webboxLimitRedis = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
