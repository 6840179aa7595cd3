import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { pages, searchDocuments } from '../../src/server/db/schema';
import { getPageInfo } from '../../src/server/services/pages/get-page-info';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { updatePageInfo } from '../../src/server/services/pages/update-page-info';
import { findSitesMissingSearchDocuments } from '../../src/server/services/search/reindex-outdated';
import { searchForVisitor } from '../../src/server/services/search/search-for-visitor';
import { MemorySearchRateLimit } from '../../src/server/services/search/search-rate-limit';
import { type SearchResult, searchSite } from '../../src/server/services/search/search-site';
import { createTestPage, createTestSite, textField } from './support/fixtures';

type Site = Awaited<ReturnType<typeof createTestSite>>;

const db = () => getDb();
const titles = (result: SearchResult) => result.hits.map((hit) => hit.title);
const search = (site: Site, query: string) => searchSite(db(), { siteId: site.id, locale: 'de', query });
const publish = (site: Site, pageId: string) => publishPage(db(), { siteId: site.id, pageId, userId: null });

/** A published page whose title and body both name the term. */
async function publishedPage(site: Site, slug: string, name: string, title: string) {
  const { pageId } = await createTestPage(site.id, {
    slug: { de: slug },
    name: { de: name },
    groups: [{ type: 'hero', fields: { title: textField({ de: title }) } }],
  });
  await publish(site, pageId);
  return pageId;
}

/** Changes only the "not in search" setting, as the page settings dialog does (a draft until publish). */
async function setHiddenFromSearch(site: Site, pageId: string, hiddenFromSearch: boolean) {
  const info = await getPageInfo(db(), { siteId: site.id, pageId });
  const { id, version, slug, name, description, role, disallowedLanguages } = info;
  return updatePageInfo(db(), {
    siteId: site.id,
    locales: site.locales,
    request: { id, version, slug, name, description, role, disallowedLanguages, password: { action: 'keep' }, hiddenFromSearch },
  });
}

describe('site search: pages left out, words completed', () => {
  it('drops a page set "not in search" from the results once published, and brings it back when unset', async () => {
    const site = await createTestSite({ locales: ['de'] });
    const catalogue = await publishedPage(site, 'bausteine', 'Bausteine', 'Brillen, Linsen, Sehtests: alle Bausteine');
    await publishedPage(site, 'brillen', 'Brillen', 'Brillen für jeden Tag');
    expect(titles(await search(site, 'Brillen'))).toContain('Bausteine');

    const saved = await setHiddenFromSearch(site, catalogue, true);
    expect(saved.hiddenFromSearch).toBe(true);
    // A setting is a draft: the live page is still found until it is published.
    expect(titles(await search(site, 'Brillen'))).toContain('Bausteine');

    await publish(site, catalogue);
    expect(titles(await search(site, 'Brillen'))).toEqual(['Brillen']);
    // Nor through a one-typo correction, nor for a visitor (the header's and the search page's path).
    expect((await search(site, 'Bausteinx')).hits).toHaveLength(0);
    const visitor = await searchForVisitor(db(), {
      siteId: site.id,
      locale: 'de',
      query: 'Bausteine',
      clientAddress: '192.0.2.1',
      limit: new MemorySearchRateLimit(1000),
    });
    expect(visitor.hits).toHaveLength(0);
    // It keeps no documents, and the start-up catch-up does not count it as missing.
    expect(await db().select().from(searchDocuments).where(eq(searchDocuments.pageId, catalogue))).toHaveLength(0);
    expect(await findSitesMissingSearchDocuments(db(), { siteIds: [site.id] })).toEqual([]);

    await setHiddenFromSearch(site, catalogue, false);
    await publish(site, catalogue);
    expect(titles(await search(site, 'Bausteine'))).toEqual(['Bausteine']);
  });

  it('ignores documents written before the page was taken out of search', async () => {
    const site = await createTestSite({ locales: ['de'] });
    const pageId = await publishedPage(site, 'uebersicht', 'Übersicht', 'Gleitsichtbrillen');
    const [row] = await db().select({ state: pages.published }).from(pages).where(eq(pages.id, pageId));
    if (!row?.state) throw new Error('not published');
    // As if the flag reached the live state without a re-index.
    await db()
      .update(pages)
      .set({ published: { ...row.state, meta: { ...row.state.meta, hiddenFromSearch: true } } })
      .where(eq(pages.id, pageId));
    expect(await db().select().from(searchDocuments).where(eq(searchDocuments.pageId, pageId))).not.toHaveLength(0);
    expect((await search(site, 'Gleitsichtbrillen')).hits).toHaveLength(0);
  });

  it('completes the last word while one types: "bri" finds Brille, after the words before it', async () => {
    const site = await createTestSite({ locales: ['de'] });
    await publishedPage(site, 'brillen', 'Brillen', 'Brillen für jeden Tag');
    await publishedPage(site, 'linsen', 'Linsen', 'Kontaktlinsen für jeden Tag');
    const typed = await search(site, 'bri');
    expect(titles(typed)).toEqual(['Brillen']);
    expect(typed.correctedQuery).toBeNull();
    expect(typed.hits[0]?.snippet.some((segment) => segment.hit && /^bri/i.test(segment.text))).toBe(true);
    expect(titles(await search(site, 'jeden Kontakt'))).toEqual(['Linsen']);
    // Two letters are not yet a search (the field's 3-character rule).
    expect((await search(site, 'br')).hits).toHaveLength(0);
  });
});
