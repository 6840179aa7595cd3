import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { pages, searchDocuments } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { findSitesMissingSearchDocuments, reindexSitesMissingSearch } from '../../src/server/services/search/reindex-missing';
import { searchSite } from '../../src/server/services/search/search-site';
import { createTestPage, createTestSite } from './support/fixtures';

type Site = Awaited<ReturnType<typeof createTestSite>>;

async function published(site: Site, page: Parameters<typeof createTestPage>[1]) {
  const created = await createTestPage(site.id, page);
  await publishPage(getDb(), { siteId: site.id, pageId: created.pageId, userId: null });
  return created.pageId;
}

const documentsOf = async (site: Site) => (await getDb().select().from(searchDocuments).where(eq(searchDocuments.siteId, site.id))).length;

describe('search index catch-up at start', () => {
  it('finds sites whose live pages have no search documents and rebuilds just those', async () => {
    const stale = await createTestSite({ locales: ['de'] });
    const current = await createTestSite({ locales: ['de'] });
    await published(stale, { slug: { de: 'brillen', fr: 'lunettes' }, name: { de: 'Brillen', fr: 'Lunettes' } });
    await published(current, { slug: { de: 'linsen' }, name: { de: 'Linsen' } });
    // As if published before the index existed.
    await getDb().delete(searchDocuments).where(eq(searchDocuments.siteId, stale.id));
    const scope = { siteIds: [stale.id, current.id] };

    expect(await findSitesMissingSearchDocuments(getDb(), scope)).toEqual([stale.id]);
    expect(await reindexSitesMissingSearch(getDb(), scope)).toEqual([{ siteId: stale.id, pages: 1 }]);
    expect(await documentsOf(stale)).toBe(2);
    expect((await searchSite(getDb(), { siteId: stale.id, locale: 'de', query: 'Brillen' })).hits).toHaveLength(1);
    // Once caught up, the next start finds nothing to do.
    expect(await findSitesMissingSearchDocuments(getDb(), scope)).toEqual([]);
  });

  it('does not count pages that rightly have no documents (search page, password, unpublished)', async () => {
    const site = await createTestSite({ locales: ['de'] });
    await published(site, { slug: { de: 'search' }, name: { de: 'Suche' }, specialKey: 'search' });
    const locked = await published(site, { slug: { de: 'intern' }, name: { de: 'Intern' } });
    const [row] = await getDb().select({ state: pages.published }).from(pages).where(eq(pages.id, locked));
    if (!row?.state) throw new Error('not published');
    await getDb()
      .update(pages)
      .set({ published: { ...row.state, meta: { ...row.state.meta, passwordHash: 'hash' } } })
      .where(eq(pages.id, locked));
    await getDb().delete(searchDocuments).where(eq(searchDocuments.siteId, site.id));
    await createTestPage(site.id, { slug: { de: 'entwurf' }, name: { de: 'Entwurf' } });
    expect(await findSitesMissingSearchDocuments(getDb(), { siteIds: [site.id] })).toEqual([]);
  });
});
