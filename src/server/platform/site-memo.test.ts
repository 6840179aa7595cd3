import { describe, expect, it } from 'vitest';
import { LISTED_BUSINESSES_TAG, invalidateCacheTags, navigationTag, pageTag, siteTag } from './cache-tags';
import { SiteMemo } from './site-memo';

const SITE_A = 'a0000000-0000-4000-8000-00000000000a';
const SITE_B = 'b0000000-0000-4000-8000-00000000000b';

function counter(siteId: string) {
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      return { value: `${siteId}#${loads}`, siteId };
    },
    loads: () => loads,
  };
}

describe('SiteMemo', () => {
  it('loads a key once and answers later requests from memory', async () => {
    const memo = new SiteMemo<string>({ ttlMs: 60_000, maxEntries: 10 });
    const a = counter(SITE_A);
    expect(await memo.get('a', a.load)).toBe(`${SITE_A}#1`);
    expect(await memo.get('a', a.load)).toBe(`${SITE_A}#1`);
    expect(a.loads()).toBe(1);
  });

  it("drops a site's entries when any of its tags is invalidated, and only that site's", async () => {
    const memo = new SiteMemo<string>({ ttlMs: 60_000, maxEntries: 10 });
    const a = counter(SITE_A);
    const b = counter(SITE_B);
    await memo.get('a', a.load);
    await memo.get('b', b.load);
    invalidateCacheTags([pageTag(SITE_A, 'c0000000-0000-4000-8000-00000000000c')]);
    expect(await memo.get('a', a.load)).toBe(`${SITE_A}#2`);
    expect(await memo.get('b', b.load)).toBe(`${SITE_B}#1`);
    invalidateCacheTags([navigationTag(SITE_B)]);
    expect(await memo.get('b', b.load)).toBe(`${SITE_B}#2`);
    invalidateCacheTags([siteTag(SITE_A)]);
    expect(await memo.get('a', a.load)).toBe(`${SITE_A}#3`);
  });

  it('keeps entries when only the cross-site listings tag is invalidated', async () => {
    const memo = new SiteMemo<string>({ ttlMs: 60_000, maxEntries: 10 });
    const a = counter(SITE_A);
    await memo.get('a', a.load);
    invalidateCacheTags([LISTED_BUSINESSES_TAG]);
    await memo.get('a', a.load);
    expect(a.loads()).toBe(1);
  });

  it('does not keep a value loaded while its site was invalidated', async () => {
    const memo = new SiteMemo<string>({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const slowLoad = async () => {
      loads += 1;
      const value = `v${loads}`;
      // A publish commits and invalidates while this load is still reading.
      if (loads === 1) invalidateCacheTags([siteTag(SITE_A)]);
      return { value, siteId: SITE_A };
    };
    expect(await memo.get('a', slowLoad)).toBe('v1');
    expect(await memo.get('a', slowLoad)).toBe('v2');
    expect(await memo.get('a', slowLoad)).toBe('v2');
  });

  it('keeps nothing for a key that found nothing, so a site created later is found at once', async () => {
    const memo = new SiteMemo<string>({ ttlMs: 60_000, maxEntries: 10 });
    let exists = false;
    const load = async () => (exists ? { value: 'found', siteId: SITE_A } : null);
    expect(await memo.get('new.example.ch', load)).toBeNull();
    exists = true;
    expect(await memo.get('new.example.ch', load)).toBe('found');
  });

  it('reloads after its time to live and holds at most maxEntries, the oldest going first', async () => {
    let now = 0;
    const memo = new SiteMemo<string>({ ttlMs: 1000, maxEntries: 2, now: () => now });
    const a = counter(SITE_A);
    await memo.get('a', a.load);
    now = 999;
    await memo.get('a', a.load);
    expect(a.loads()).toBe(1);
    now = 1000;
    expect(await memo.get('a', a.load)).toBe(`${SITE_A}#2`);

    const b = counter(SITE_B);
    const c = counter(SITE_B);
    await memo.get('b', b.load);
    await memo.get('c', c.load);
    await memo.get('a', a.load);
    expect(a.loads()).toBe(3);
    await memo.get('c', c.load);
    expect(c.loads()).toBe(1);
  });
});
