import type { Env, MiddlewareHandler } from 'hono';
import { type HonoConfigProps, RedisStore, type RedisClient, rateLimiter } from 'hono-rate-limiter';
import { countRateLimitRefusal } from '../metrics/registry';
import { type LimitRedis, type RedisSource, limitRedis } from './redis';

/** hono-rate-limiter's Redis store speaks a small client interface; ioredis behind it. */
function storeClient(redis: LimitRedis): RedisClient {
  return {
    scriptLoad: (script) => redis.script('LOAD', script) as Promise<string>,
    evalsha: <TArgs extends unknown[], TData = unknown>(sha1: string, keys: string[], args: TArgs) =>
      redis.evalsha(sha1, keys.length, ...keys, ...args.map(String)) as Promise<TData>,
    decr: (key) => redis.decr(key),
    del: (key) => redis.del(key),
  };
}

export type SharedLimitOptions<E extends Env> = HonoConfigProps<E> & {
  /** Names the limit's keys in Redis (`webbox:limit:{name}:…`), so two limits never share a count. */
  name: string;
  redis?: RedisSource;
};

/**
 * A hono-rate-limiter counted in Redis when `REDIS_URL` is set (every instance shares the count),
 * else in this process. The store is chosen at the first request, after the config is loaded.
 */
export function sharedRateLimiter<E extends Env>(options: SharedLimitOptions<E>): MiddlewareHandler<E> {
  const { name, redis = limitRedis, ...config } = options;
  let limiter: MiddlewareHandler<E> | undefined;
  return async (c, next) => {
    if (!limiter) {
      const client = redis();
      const store = client ? new RedisStore<E>({ client: storeClient(client), prefix: `webbox:limit:${name}:` }) : undefined;
      limiter = rateLimiter<E>(store ? { ...config, store } : config);
    }
    // The limiter answers without calling `next` exactly when it refuses (a handler that throws is
    // counted where the API answers the error).
    let passed = false;
    const result = await limiter(c, () => {
      passed = true;
      return next();
    });
    if (!passed) countRateLimitRefusal(name);
    return result;
  };
}
