import { type LimitRedis, type RedisSource, limitRedis } from '../../platform/limits/redis';
import { processSingleton } from '../../platform/process-singleton';

/** Searches per client address and minute (a fixed one-minute window). */
export type SearchRateLimit = {
  /** Counts one search by this address; false once it is over the limit for the current minute. */
  take(address: string): Promise<boolean>;
  /** Whether this address is already over the limit this minute, without counting a search. */
  isOver(address: string): Promise<boolean>;
};

/** Counted in this process: one instance, or no `REDIS_URL`. */
export class MemorySearchRateLimit implements SearchRateLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  async take(address: string): Promise<boolean> {
    const now = this.now();
    let window = this.windows.get(address);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + 60_000 };
      this.windows.set(address, window);
      this.sweep(now);
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }

  async isOver(address: string): Promise<boolean> {
    const window = this.windows.get(address);
    return window !== undefined && window.resetAt > this.now() && window.count >= this.perMinute;
  }

  /** Forgets finished windows once the map grows, so many addresses cannot fill memory. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [address, window] of this.windows) if (window.resetAt <= now) this.windows.delete(address);
  }
}

/**
 * Counted in Redis (`REDIS_URL`), so every instance shares one count per address: a key per address
 * and minute, `INCR` + `EXPIRE` in one round trip, gone after the minute.
 */
export class RedisSearchRateLimit implements SearchRateLimit {
  constructor(
    private readonly redis: LimitRedis,
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  private key(address: string): string {
    return `webbox:limit:search:${address}:${Math.floor(this.now() / 60_000)}`;
  }

  async take(address: string): Promise<boolean> {
    const key = this.key(address);
    const [[, count] = [null, 0]] = (await this.redis.multi().incr(key).expire(key, 61).exec()) ?? [];
    return Number(count) <= this.perMinute;
  }

  async isOver(address: string): Promise<boolean> {
    return Number((await this.redis.get(this.key(address))) ?? 0) >= this.perMinute;
  }
}

/** The process's search limit: shared through Redis when `REDIS_URL` is set, else in memory. */
export function getSearchRateLimit(perMinute: number, redis: RedisSource = limitRedis): SearchRateLimit {
  return processSingleton('search-rate-limit', (): SearchRateLimit => {
    const client = redis();
    return client ? new RedisSearchRateLimit(client, perMinute) : new MemorySearchRateLimit(perMinute);
  });
}
