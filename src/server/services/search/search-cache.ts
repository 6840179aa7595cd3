import LRUCache from 'lru-cache';
import type { SearchResult } from '../../../shared/content/search';
import { onCacheTagsInvalidated, siteTag } from '../../platform/cache-tags';
import { processSingleton } from '../../platform/process-singleton';

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
  /** Least recently used goes first; expiry is checked here, against the cache's own clock. */
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    maxEntries = SEARCH_CACHE_MAX_ENTRIES,
    private readonly ttlMs = SEARCH_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  static key(siteId: string, locale: string, query: string): string {
    return `${siteId}\n${locale}\n${query.toLowerCase()}`;
  }

  get(key: string): SearchResult | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.result;
  }

  set(key: string, siteId: string, result: SearchResult): void {
    this.entries.set(key, { siteId, result, expires: this.now() + this.ttlMs });
  }

  /** Drops the results of every site a tag of which was invalidated. */
  invalidate(tags: readonly string[]): void {
    for (const [key, entry] of [...this.entries.entries()]) {
      const prefix = siteTag(entry.siteId);
      if (tags.some((tag) => tag === prefix || tag.startsWith(`${prefix}:`))) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The process's search cache (one per process: the Node server and Next's bundle share it). */
export function getSearchCache(): SearchCache {
  return processSingleton('search-cache', () => {
    const cache = new SearchCache();
    onCacheTagsInvalidated((tags) => cache.invalidate(tags));
    return cache;
  });
}
