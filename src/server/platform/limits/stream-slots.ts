import { randomUUID } from 'node:crypto';
import { type RedisSource, limitRedis } from './redis';

/** A held slot: `release` frees it (idempotent). */
export type StreamSlot = { release: () => void };

/**
 * Long-lived connections one key (site and client address) may hold at once — counted across
 * instances in Redis when `REDIS_URL` is set, else in this process.
 */
export type StreamSlots = { acquire: (key: string, limit: number) => Promise<StreamSlot | null> };

export function memoryStreamSlots(): StreamSlots {
  const open = new Map<string, number>();
  return {
    async acquire(key, limit) {
      const count = open.get(key) ?? 0;
      if (count >= limit) return null;
      open.set(key, count + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const left = (open.get(key) ?? 1) - 1;
          if (left > 0) open.set(key, left);
          else open.delete(key);
        },
      };
    },
  };
}

/**
 * Each slot is a member of a sorted set scored by its expiry. The holder renews it while the
 * stream is open, so the slots of an instance that died (kill -9, lost network) lapse by
 * themselves instead of locking the address out for good.
 */
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

export function redisStreamSlots(options: { redis?: RedisSource; leaseMs?: number } = {}): StreamSlots {
  const { redis = limitRedis, leaseMs = 60_000 } = options;
  return {
    async acquire(key, limit) {
      const client = redis();
      if (!client) throw new Error('redisStreamSlots needs a Redis connection');
      const setKey = `webbox:streams:${key}`;
      const member = randomUUID();
      const now = Date.now();
      const granted = await client.eval(ACQUIRE, 1, setKey, String(now), String(limit), String(now + leaseMs), member, String(leaseMs));
      if (granted !== 1) return null;
      const renew = setInterval(() => {
        const expiry = Date.now() + leaseMs;
        client
          .zadd(setKey, 'XX', expiry, member)
          .then(() => client.pexpire(setKey, leaseMs))
          .catch(() => undefined);
      }, leaseMs / 3);
      renew.unref();
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          clearInterval(renew);
          client.zrem(setKey, member).catch(() => undefined);
        },
      };
    },
  };
}

/** Redis-backed when the process has `REDIS_URL`, else in memory; decided at the first stream. */
export function sharedStreamSlots(redis: RedisSource = limitRedis): StreamSlots {
  let slots: StreamSlots | undefined;
  return {
    acquire(key, limit) {
      slots ??= redis() ? redisStreamSlots({ redis }) : memoryStreamSlots();
      return slots.acquire(key, limit);
    },
  };
}
