import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../shared/content/search';
import { SearchCache } from './search-cache';
import { MemorySearchRateLimit } from './search-rate-limit';

const result = (query: string): SearchResult => ({ query, hits: [], correctedQuery: null });

describe('SearchCache', () => {
  it('reuses a result per site, language and query regardless of case, until it expires', () => {
    let now = 0;
    const cache = new SearchCache(10, 30_000, () => now);
    cache.set(SearchCache.key('s1', 'de', 'Brille'), 's1', result('Brille'));
    expect(cache.get(SearchCache.key('s1', 'de', 'brille'))?.query).toBe('Brille');
    expect(cache.get(SearchCache.key('s1', 'fr', 'brille'))).toBeUndefined();
    expect(cache.get(SearchCache.key('s2', 'de', 'brille'))).toBeUndefined();
    now = 30_000;
    expect(cache.get(SearchCache.key('s1', 'de', 'brille'))).toBeUndefined();
  });

  it('stays bounded, dropping the least recently used first', () => {
    const cache = new SearchCache(2);
    cache.set('a', 's', result('a'));
    cache.set('b', 's', result('b'));
    cache.get('a');
    cache.set('c', 's', result('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.query).toBe('a');
  });

  it('drops a site’s results when any of its cache tags is invalidated, and only that site’s', () => {
    const cache = new SearchCache();
    cache.set('a', 's1', result('a'));
    cache.set('b', 's2', result('b'));
    cache.invalidate(['site:s1:page:p1']);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.query).toBe('b');
    cache.invalidate(['site:s2']);
    expect(cache.get('b')).toBeUndefined();
  });
});

describe('MemorySearchRateLimit', () => {
  it('allows the configured searches per address and minute, then refuses until the minute is over', async () => {
    let now = 0;
    const limit = new MemorySearchRateLimit(3, () => now);
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await limit.take('10.0.0.1'));
    expect(taken).toEqual([true, true, true, false]);
    expect(await limit.isOver('10.0.0.1')).toBe(true);
    expect(await limit.take('10.0.0.2')).toBe(true);
    now = 60_000;
    expect(await limit.isOver('10.0.0.1')).toBe(false);
    expect(await limit.take('10.0.0.1')).toBe(true);
  });
});
