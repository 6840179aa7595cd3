import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import LRUCache from 'lru-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type CachedPage = {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  contentType: string;
  /** The page's Content Security Policy (hashes of its inline scripts), sent with every hit. */
  csp: string;
  locale: string;
  tags: Set<string>;
  unlockCookie: { name: string; value: string } | null;
  /** Rendered by the live renderer rather than Next (sent as `x-webbox-render: live`, on hits too). */
  liveRendered?: boolean;
};

/**
 * Published pages as bytes, keyed by host and path, with their compressed variants.
 * Bounded (least recently used goes first) and invalidated by tag.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  /** Bumped on every invalidation, so a render that started before it is not stored after it. */
  private generation = 0;

  /** `maxEntries` 0 keeps nothing (the cache is off). */
  constructor(private readonly maxEntries: number) {
    this.entries = new LRUCache({ max: Math.max(1, maxEntries) });
  }

  static key(host: string, pathname: string): string {
    return `${host}\n${pathname}`;
  }

  get(key: string): CachedPage | undefined {
    return this.entries.get(key);
  }

  currentGeneration(): number {
    return this.generation;
  }

  async store(
    key: string,
    page: { body: Buffer; contentType: string; csp: string; locale: string; tags: string[]; unlockCookie: CachedPage['unlockCookie']; liveRendered?: boolean },
    renderedInGeneration: number,
  ): Promise<void> {
    if (this.maxEntries === 0) return;
    const [gz, br] = await Promise.all([gzip(page.body, { level: 9 }), brotli(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })]);
    // An invalidation while we rendered or compressed: what we hold may be stale.
    if (renderedInGeneration !== this.generation) return;
    const etag = `"${createHash('sha1').update(page.body).digest('base64url')}"`;
    this.entries.set(key, { ...page, tags: new Set(page.tags), gzip: gz, br, etag });
  }

  invalidate(tags: string[]): number {
    this.generation += 1;
    let removed = 0;
    for (const [key, entry] of [...this.entries.entries()]) {
      if (tags.some((tag) => entry.tags.has(tag))) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  get size(): number {
    return this.entries.size;
  }
}
