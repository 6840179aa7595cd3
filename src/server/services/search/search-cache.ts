import type { SearchResult } from '../../../shared/content/search';
import { onCacheTagsInvalidated, siteTag } from '../../platform/cache-tags';

/** How long a result is reused: long enough to absorb a flood, short enough to feel live. */
export const SEARCH_CACHE_TTL_MS = 30_000;
export const SEARCH_CACHE_MAX_ENTRIES = 1000;

type Entry = { siteId: string; result: SearchResult; expires: number };

/**
 * Search results per site, language and normalised query, for a short time and bounded (least
 * recently used goes first). A publish invalidates the site's cache tags, which drops the site's
 * results here too (on every instance, through the same fan-out as the page cache).
 */
export class SearchCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = SEARCH_CACHE_MAX_ENTRIES,
    private readonly ttlMs = SEARCH_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  static key(siteId: string, locale: string, query: string): string {
    return `${siteId}\n${locale}\n${query.toLowerCase()}`;
  }

  get(key: string): SearchResult | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.result;
  }

  set(key: string, siteId: string, result: SearchResult): void {
    this.entries.delete(key);
    this.entries.set(key, { siteId, result, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops the results of every site a tag of which was invalidated. */
  invalidate(tags: readonly string[]): void {
    for (const [key, entry] of this.entries) {
      const prefix = siteTag(entry.siteId);
      if (tags.some((tag) => tag === prefix || tag.startsWith(`${prefix}:`))) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

const holder = globalThis as typeof globalThis & { __webboxSearchCache?: SearchCache };

/** The process's search cache (on globalThis: the Node server and Next's bundle share it). */
export function getSearchCache(): SearchCache {
  if (!holder.__webboxSearchCache) {
    const cache = new SearchCache();
    onCacheTagsInvalidated((tags) => cache.invalidate(tags));
    holder.__webboxSearchCache = cache;
  }
  return holder.__webboxSearchCache;
}
