import { and, eq, inArray, isNotNull, notExists } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pages, searchDocuments } from '../../db/schema';
import { reindexSite } from './reindex-site';
import { pageSearchableLocales } from './search-text';

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
        notExists(db.select({ pageId: searchDocuments.pageId }).from(searchDocuments).where(eq(searchDocuments.pageId, pages.id))),
      ),
    );
  const sites = rows.filter((row) => row.state && pageSearchableLocales({ specialKey: row.specialKey, ...row.state }).length > 0).map((row) => row.siteId);
  return [...new Set(sites)];
}

/** Run once at start: rebuilds the search index of every site that lacks documents; returns what it did. */
export async function reindexSitesMissingSearch(db: Queryable, options: { siteIds?: string[] } = {}): Promise<{ siteId: string; pages: number }[]> {
  const done: { siteId: string; pages: number }[] = [];
  for (const siteId of await findSitesMissingSearchDocuments(db, options)) done.push({ siteId, pages: await reindexSite(db, { siteId }) });
  return done;
}
