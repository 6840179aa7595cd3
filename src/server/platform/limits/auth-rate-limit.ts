import type { LimitRedis } from './redis';

/** better-auth's `rateLimit.customStorage` (its type lives in a package we do not depend on directly). */
export type AuthRateLimitStorage = {
  consume: (key: string, rule: { window: number; max: number }) => Promise<{ allowed: boolean; retryAfter: number | null }>;
};

/** One fixed window per key: the first hit starts it; over the maximum, the time left is the answer. */
const CONSUME = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if hits > tonumber(ARGV[2]) then return redis.call('PTTL', KEYS[1]) end
return -1`;

/** better-auth's sign-in limits counted in Redis, so every instance refuses the same guesser. */
export function redisAuthRateLimit(redis: LimitRedis): AuthRateLimitStorage {
  return {
    async consume(key, rule) {
      const waitMs = Number(await redis.eval(CONSUME, 1, `webbox:auth-limit:${key}`, String(rule.window * 1000), String(rule.max)));
      if (waitMs < 0) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}
