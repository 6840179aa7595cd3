import { and, eq, inArray, isNotNull, isNull, lt, ne, notExists, or } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { pages, searchDocuments } from '../../db/schema';
import { type SiteReindex, reindexSite } from './reindex-site';
import { SEARCH_INDEX_FORMAT, pageSearchableLocales } from './search-text';

/**
 * Sites with a live page that should be searchable but has no search document — pages published
 * before the search index existed. One query over pages without rows; pages that rightly have
 * none (the search page, password-protected ones, no readable locale) do not count. `siteIds`
 * narrows the look to some sites (tests, or an operator's targeted run).
 */
export async function findSitesMissingSearchDocuments(db: Queryable, options: { siteIds?: string[] } = {}): Promise<string[]> {
  const rows = await db
    .select({ siteId: pages.siteId, specialKey: pages.specialKey, state: pages.published })
    .from(pages)
    .where(
      and(
        options.siteIds ? inArray(pages.siteId, options.siteIds) : undefined,
        eq(pages.status, 'published'),
        isNotNull(pages.publishedVersionId),
        // Every site's search page rightly has no document: without this, each start read one row
        // (with its published state) per site only to drop it below.
        or(isNull(pages.specialKey), ne(pages.specialKey, 'search')),
        notExists(db.select({ pageId: searchDocuments.pageId }).from(searchDocuments).where(eq(searchDocuments.pageId, pages.id))),
      ),
    );
  const sites = rows.filter((row) => row.state && pageSearchableLocales({ specialKey: row.specialKey, ...row.state }).length > 0).map((row) => row.siteId);
  return [...new Set(sites)];
}

/** Sites with search documents written in an older format than SEARCH_INDEX_FORMAT (glued snippets, …). */
export async function findSitesWithOldSearchFormat(db: Queryable, options: { siteIds?: string[] } = {}): Promise<string[]> {
  const rows = await db
    .selectDistinct({ siteId: searchDocuments.siteId })
    .from(searchDocuments)
    .where(and(options.siteIds ? inArray(searchDocuments.siteId, options.siteIds) : undefined, lt(searchDocuments.format, SEARCH_INDEX_FORMAT)));
  return rows.map((row) => row.siteId);
}

/** Sites whose search index is behind their live pages: documents missing or in an older format. */
export async function findSitesWithOutdatedSearch(db: Queryable, options: { siteIds?: string[] } = {}): Promise<string[]> {
  return [...new Set([...(await findSitesWithOldSearchFormat(db, options)), ...(await findSitesMissingSearchDocuments(db, options))])];
}

export type OutdatedReindex = { reindexed: SiteReindex[]; failed: { siteId: string; error: string }[] };

/**
 * Run at every start, in the background: rebuilds (site by site, each in its own transaction) the
 * search index of the sites findSitesWithOutdatedSearch names. Once done, nothing is outdated, so
 * the next start only pays for the two look-ups. A site that fails stays outdated and is tried
 * again at the next start; `signal` stops between two sites (shutdown).
 */
export async function reindexOutdatedSites(db: Database, options: { siteIds?: string[]; signal?: AbortSignal } = {}): Promise<OutdatedReindex> {
  const result: OutdatedReindex = { reindexed: [], failed: [] };
  for (const siteId of await findSitesWithOutdatedSearch(db, options)) {
    if (options.signal?.aborted) break;
    try {
      result.reindexed.push(await reindexSite(db, { siteId }));
    } catch (error) {
      result.failed.push({ siteId, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}
