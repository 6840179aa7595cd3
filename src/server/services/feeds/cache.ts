import LRUCache from 'lru-cache';

/**
 * A small in-memory TTL cache for feed results, keyed per site. Concurrent misses share one load;
 * failed loads are not cached and fall back to the last good value when there is one.
 * Entries carry a tag (cache tag `instagramFeed` of the spec, `reviews`, `articles`) for invalidation.
 */
export type FeedCacheTag = 'instagramFeed' | 'reviews' | 'articles';

type Entry<T> = { value: T; expiresAt: number; tag: FeedCacheTag; siteId: string };

export class FeedCache {
  /** Bounded, least recently used first. Expired entries stay (until pushed out) as the fallback of a failed load. */
  private readonly entries: LRUCache<string, Entry<unknown>>;
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    maxEntries = 1000,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  async get<T>(tag: FeedCacheTag, siteId: string, key: string, load: () => Promise<T>): Promise<T> {
    const id = `${tag}\u0000${siteId}\u0000${key}`;
    const hit = this.entries.get(id) as Entry<T> | undefined;
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const inFlight = this.pending.get(id) as Promise<T> | undefined;
    if (inFlight) return inFlight;
    const promise = load()
      .then((value) => {
        this.entries.set(id, { value, expiresAt: this.now() + this.ttlMs, tag, siteId });
        return value;
      })
      .catch((error: unknown) => {
        if (hit) return hit.value;
        throw error;
      })
      .finally(() => this.pending.delete(id));
    this.pending.set(id, promise);
    return promise;
  }

  /** Drops a tag's entries, for one site or all. */
  invalidate(tag: FeedCacheTag, siteId?: string): void {
    for (const [id, entry] of [...this.entries.entries()]) {
      if (entry.tag === tag && (siteId === undefined || entry.siteId === siteId)) this.entries.delete(id);
    }
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
  }
}
