import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { pages, searchDocuments } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { findSitesMissingSearchDocuments, findSitesWithOutdatedSearch, reindexOutdatedSites } from '../../src/server/services/search/reindex-outdated';
import { reindexSite } from '../../src/server/services/search/reindex-site';
import { SEARCH_INDEX_FORMAT, TEXT_BREAK } from '../../src/server/services/search/search-text';
import { searchSite } from '../../src/server/services/search/search-site';
import { createTestPage, createTestSite, textField } from './support/fixtures';

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
    expect(await reindexOutdatedSites(getDb(), scope)).toEqual({ reindexed: [{ siteId: stale.id, pages: 1, documents: 2 }], failed: [] });
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

/** A page whose hero title and a second box's title are unrelated texts, as in issue 33 ("45 Min. 90 Brillen-Service"). */
async function serviceAndDuration(site: Site) {
  return published(site, {
    slug: { de: 'service' },
    name: { de: 'Service' },
    groups: [
      { type: 'hero', fields: { title: textField({ de: 'Sehtest Dauer 45 Minuten Preis 90 Franken' }) } },
      { type: 'hero', fields: { title: textField({ de: 'Brillen-Service und Beratung' }) } },
    ],
  });
}

/** Rewrites a site's documents as the index wrote them before SEARCH_INDEX_FORMAT 2: one glued text, format 1. */
async function rewriteAsGlued(site: Site) {
  await getDb()
    .update(searchDocuments)
    .set({ body: sql`replace(${searchDocuments.body}, ${` ${TEXT_BREAK} `}, ' ')`, format: 1 })
    .where(eq(searchDocuments.siteId, site.id));
}

const snippetOf = async (site: Site, query: string) =>
  (await searchSite(getDb(), { siteId: site.id, locale: 'de', query })).hits.map((hit) => hit.snippet.map((segment) => segment.text).join(''));

describe('search index format', () => {
  it('rebuilds a row written in the old glued form into separate field texts', async () => {
    const site = await createTestSite({ locales: ['de'] });
    await serviceAndDuration(site);
    await rewriteAsGlued(site);
    const [glued] = await getDb().select().from(searchDocuments).where(eq(searchDocuments.siteId, site.id));
    expect(glued).toMatchObject({ body: 'Sehtest Dauer 45 Minuten Preis 90 Franken Brillen-Service und Beratung', format: 1 });
    // The bug as visitors saw it: the snippet runs from one box's text into the next.
    expect((await snippetOf(site, 'Beratung'))[0]).toContain('90 Franken Brillen-Service');

    expect(await reindexSite(getDb(), { siteId: site.id })).toEqual({ siteId: site.id, pages: 1, documents: 1 });
    const [rebuilt] = await getDb().select().from(searchDocuments).where(eq(searchDocuments.siteId, site.id));
    expect(rebuilt).toMatchObject({
      body: `Sehtest Dauer 45 Minuten Preis 90 Franken ${TEXT_BREAK} Brillen-Service und Beratung`,
      format: SEARCH_INDEX_FORMAT,
    });
    expect(await snippetOf(site, 'Beratung')).toEqual(['Brillen-Service und Beratung']);
    // Idempotent: a second run writes the same rows.
    await reindexSite(getDb(), { siteId: site.id });
    const again = await getDb().select().from(searchDocuments).where(eq(searchDocuments.siteId, site.id));
    expect(again).toEqual([{ ...rebuilt, updatedAt: expect.any(Date) }]);
  });

  it('the start-up catch-up reindexes sites with old-format rows once, and not again', async () => {
    const old = await createTestSite({ locales: ['de'] });
    const current = await createTestSite({ locales: ['de'] });
    await serviceAndDuration(old);
    await serviceAndDuration(current);
    await rewriteAsGlued(old);
    const scope = { siteIds: [old.id, current.id] };
    const currentBefore = await getDb().select({ updatedAt: searchDocuments.updatedAt }).from(searchDocuments).where(eq(searchDocuments.siteId, current.id));

    expect(await findSitesWithOutdatedSearch(getDb(), scope)).toEqual([old.id]);
    expect(await reindexOutdatedSites(getDb(), scope)).toEqual({ reindexed: [{ siteId: old.id, pages: 1, documents: 1 }], failed: [] });
    expect(await snippetOf(old, 'Beratung')).toEqual(['Brillen-Service und Beratung']);
    // The next start finds nothing to do, and the current site was never touched.
    expect(await reindexOutdatedSites(getDb(), scope)).toEqual({ reindexed: [], failed: [] });
    expect(await getDb().select({ updatedAt: searchDocuments.updatedAt }).from(searchDocuments).where(eq(searchDocuments.siteId, current.id))).toEqual(
      currentBefore,
    );
  });

  it('a page published while its site is reindexed keeps its new version in the index', async () => {
    const site = await createTestSite({ locales: ['de'] });
    const pageId = await serviceAndDuration(site);
    await rewriteAsGlued(site);
    // Publish and reindex at once: whichever runs second sees the other's result, never an older snapshot.
    await getDb()
      .update(pages)
      .set({ draft: sql`jsonb_set(${pages.draft}, '{meta,name,de}', '"Neuer Service"')` })
      .where(eq(pages.id, pageId));
    await Promise.all([publishPage(getDb(), { siteId: site.id, pageId, userId: null }), reindexSite(getDb(), { siteId: site.id })]);
    const [live] = await getDb().select({ versionId: pages.publishedVersionId }).from(pages).where(eq(pages.id, pageId));
    const [row] = await getDb().select().from(searchDocuments).where(eq(searchDocuments.pageId, pageId));
    expect(row).toMatchObject({ versionId: live?.versionId, title: 'Neuer Service', format: SEARCH_INDEX_FORMAT });
  });
});
