/**
 * Searches per client address and minute, counted in this process (a fixed one-minute window).
 * Sharing the count between instances is the rate-limit store's job (see README, "Security").
 */
export class SearchRateLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one search by this address; false once it is over the limit for the current minute. */
  take(address: string): boolean {
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

  /** Whether this address is already over the limit this minute, without counting a search. */
  isOver(address: string): boolean {
    const window = this.windows.get(address);
    return window !== undefined && window.resetAt > this.now() && window.count >= this.perMinute;
  }

  /** Forgets finished windows once the map grows, so many addresses cannot fill memory. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [address, window] of this.windows) if (window.resetAt <= now) this.windows.delete(address);
  }
}

const holder = globalThis as typeof globalThis & { __webboxSearchRateLimit?: SearchRateLimit };

export function getSearchRateLimit(perMinute: number): SearchRateLimit {
  holder.__webboxSearchRateLimit ??= new SearchRateLimit(perMinute);
  return holder.__webboxSearchRateLimit;
}
