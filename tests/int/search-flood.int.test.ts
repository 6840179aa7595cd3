import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { getConfig } from '../../src/server/platform/config';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { getSearchCache } from '../../src/server/services/search/search-cache';
import { getSearchRateLimit } from '../../src/server/services/search/search-rate-limit';
import { searchForVisitor } from '../../src/server/services/search/search-for-visitor';
import { createTestPage, createTestSite, textField } from './support/fixtures';

let nextAddress = 0;
function freshAddress(): string {
  nextAddress += 1;
  return `198.51.100.${nextAddress}`;
}

async function searchableSite() {
  const site = await createTestSite({ locales: ['de'] });
  const page = await createTestPage(site.id, { slug: { de: 'brillen' }, groups: [{ type: 'hero', fields: { title: textField({ de: 'Unsere Brillen' }) } }] });
  await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  return { site, pageId: page.pageId };
}

/** A search as the search page runs it for a visitor, with the process's limit. */
const visitorSearch = (siteId: string, query: string, clientAddress: string) =>
  searchForVisitor(getDb(), { siteId, locale: 'de', query, clientAddress, limit: getSearchRateLimit(getConfig().SEARCH_REQUESTS_PER_MINUTE) });

describe('search under load', () => {
  it('answers a repeated query (any case or spacing) from the cache, and drops it when the site publishes', async () => {
    const { site, pageId } = await searchableSite();
    const address = freshAddress();
    const first = await visitorSearch(site.id, 'Brillen', address);
    expect(first.hits).toHaveLength(1);
    const size = getSearchCache().size;
    const again = await visitorSearch(site.id, '  BRILLEN ', address);
    expect(again.query).toBe('BRILLEN');
    expect(again.hits).toEqual(first.hits);
    expect(getSearchCache().size).toBe(size);
    await publishPage(getDb(), { siteId: site.id, pageId, userId: null });
    expect(getSearchCache().get(`${site.id}\nde\nbrillen`)).toBeUndefined();
  });

  it('refuses an address over the per-minute limit with a 429 notice, while others still search', async () => {
    const { site } = await searchableSite();
    const flooder = freshAddress();
    const limit = getConfig().SEARCH_REQUESTS_PER_MINUTE;
    for (let i = 0; i < limit; i++) expect((await visitorSearch(site.id, `brillen ${i % 3}`, flooder)).rateLimited).toBeUndefined();
    const refused = await visitorSearch(site.id, 'brillen', flooder);
    expect(refused).toEqual({ query: 'brillen', hits: [], correctedQuery: null, rateLimited: true });
    expect((await visitorSearch(site.id, 'brillen', freshAddress())).hits).toHaveLength(1);
    // An empty search form searches nothing and counts nothing.
    expect((await visitorSearch(site.id, '', flooder)).rateLimited).toBeUndefined();
  });
});
