import LRUCache from 'lru-cache';
import { onCacheTagsInvalidated } from './cache-tags';

type Entry<V> = { value: V; siteId: string; storedAt: number };

/** The site a cache tag belongs to (`site:<id>` and `site:<id>:…`); null for the cross-site tag. */
function tagSiteId(tag: string): string | null {
  const match = /^site:([^:]+)/.exec(tag);
  return match?.[1] ?? null;
}

/**
 * Per-site values that change only when something is published or saved — the published site
 * chrome, the site a host serves — kept between requests so an uncached render does not read
 * them again each time. An entry goes once a cache tag of its site is invalidated (the
 * same signal that empties the page cache, from this instance or, over the event bus, another),
 * and after `ttlMs` at the latest. A value loaded while its site was invalidated is not kept.
 */
export class SiteMemo<V> {
  /** Least recently used goes first; the age is checked here, against the memo's own clock. */
  private readonly entries: LRUCache<string, Entry<V>>;
  private generation = 0;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.entries = new LRUCache({ max: options.maxEntries });
    onCacheTagsInvalidated((tags) => this.invalidate(tags));
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The value for `key`, loaded when missing or expired; null (and nothing kept) when the loader finds nothing. */
  async get(key: string, load: () => Promise<{ value: V; siteId: string } | null>): Promise<V | null> {
    const kept = this.fresh(key);
    if (kept) return kept.value;
    const generation = this.generation;
    const loaded = await load();
    // Nothing is kept for a key that found nothing: a host or site created later is found at once.
    if (loaded) this.keep(key, loaded, generation);
    return loaded?.value ?? null;
  }

  /** `get` for a loader that always finds its site's value. */
  async getForSite(key: string, siteId: string, load: () => Promise<V>): Promise<V> {
    const kept = this.fresh(key);
    if (kept) return kept.value;
    const generation = this.generation;
    const value = await load();
    this.keep(key, { value, siteId }, generation);
    return value;
  }

  private fresh(key: string): Entry<V> | undefined {
    const entry = this.entries.get(key);
    return entry && this.now() - entry.storedAt < this.options.ttlMs ? entry : undefined;
  }

  private keep(key: string, loaded: { value: V; siteId: string }, loadedInGeneration: number): void {
    // An invalidation while it loaded: what it read may be from before the change.
    if (loadedInGeneration !== this.generation) return;
    this.entries.set(key, { ...loaded, storedAt: this.now() });
  }

  invalidate(tags: readonly string[]): void {
    const sites = new Set(tags.map(tagSiteId).filter((id) => id !== null));
    if (sites.size === 0) return;
    this.generation += 1;
    for (const [key, entry] of [...this.entries.entries()]) if (sites.has(entry.siteId)) this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
