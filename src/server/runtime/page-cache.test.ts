import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const page = (tags: string[], body = '<html>hi</html>') => ({
  body: Buffer.from(body),
  contentType: 'text/html',
  csp: "script-src 'self'",
  locale: 'de',
  tags,
  unlockCookie: null,
});

describe('PageCache', () => {
  it('stores a page with its compressed variants and a strong etag', async () => {
    const cache = new PageCache(10);
    await cache.store('a', page(['site:1']), cache.currentGeneration());
    const entry = cache.get('a');
    expect(entry?.body.toString()).toBe('<html>hi</html>');
    expect(entry?.gzip.length).toBeGreaterThan(0);
    expect(entry?.br.length).toBeGreaterThan(0);
    expect(entry?.etag).toMatch(/^"[\w-]+"$/);
  });

  it('drops only the entries carrying an invalidated tag', async () => {
    const cache = new PageCache(10);
    await cache.store('home', page(['site:1', 'site:1:page:a']), cache.currentGeneration());
    await cache.store('contact', page(['site:1', 'site:1:page:b']), cache.currentGeneration());
    await cache.store('other', page(['site:2', 'site:2:page:c']), cache.currentGeneration());
    expect(cache.invalidate(['site:1:page:a'])).toBe(1);
    expect(cache.get('home')).toBeUndefined();
    expect(cache.get('contact')).toBeDefined();
    expect(cache.invalidate(['site:1'])).toBe(1);
    expect(cache.get('other')).toBeDefined();
  });

  it('does not store a render that an invalidation overtook', async () => {
    const cache = new PageCache(10);
    const generation = cache.currentGeneration();
    cache.invalidate(['site:1']);
    await cache.store('home', page(['site:1']), generation);
    expect(cache.get('home')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its bound', async () => {
    const cache = new PageCache(2);
    await cache.store('a', page(['t']), cache.currentGeneration());
    await cache.store('b', page(['t']), cache.currentGeneration());
    cache.get('a');
    await cache.store('c', page(['t']), cache.currentGeneration());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBe(2);
  });
});
