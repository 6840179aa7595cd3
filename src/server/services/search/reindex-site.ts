import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageVersions, pages, searchDocuments, sites } from '../../db/schema';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { indexPublishedPage } from './index-page';

export type SiteReindex = { siteId: string; pages: number; documents: number };

/**
 * Rebuilds the search documents of every live page of a site from its published snapshot, in one
 * transaction: for pages published before search existed or indexed in an older format
 * (SEARCH_INDEX_FORMAT). Running it again writes the same rows.
 *
 * The site row is locked first, as a whole-site publish does, so two reindexes (two instances
 * starting) and a site publish run one after another — `no key update`, so the foreign-key checks
 * of a page publish's inserts are not held (with `update` the two deadlock); the live pages are locked before their
 * snapshots are read, so a page published meanwhile is indexed with its new version, never
 * overwritten with the one before.
 */
export async function reindexSite(db: Database, options: { siteId: string }): Promise<SiteReindex> {
  const { siteId } = options;
  const result = await db.transaction(async (tx) => {
    const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('no key update');
    if (!site) return { siteId, pages: 0, documents: 0 };
    const live = and(eq(pages.siteId, siteId), eq(pages.status, 'published'), isNotNull(pages.publishedVersionId));
    await tx.select({ id: pages.id }).from(pages).where(live).orderBy(asc(pages.id)).for('no key update');
    // Read after the locks: a publish that committed while this waited is seen.
    const rows = await tx
      .select({ pageId: pages.id, versionId: pageVersions.id, snapshot: pageVersions.snapshot })
      .from(pages)
      .innerJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
      .where(live);
    // Rows of pages no longer live would never show (queries match the live version); they go too.
    await tx.delete(searchDocuments).where(eq(searchDocuments.siteId, siteId));
    for (const row of rows) await indexPublishedPage(tx, { siteId, ...row });
    const [written] = await tx.select({ documents: count() }).from(searchDocuments).where(eq(searchDocuments.siteId, siteId));
    return { siteId, pages: rows.length, documents: written?.documents ?? 0 };
  });
  // Search answers cached from the old rows go (other instances hear it through the event bus).
  invalidateCacheTags([siteTag(siteId)]);
  return result;
}
