import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pageVersions, pages } from '../../db/schema';
import { indexPublishedPage } from './index-page';

/**
 * Rebuilds the search documents of every live page of a site from its published snapshot:
 * for pages published before search existed (or after a change to what gets indexed).
 */
export async function reindexSite(db: Queryable, options: { siteId: string }): Promise<number> {
  const rows = await db
    .select({ pageId: pages.id, versionId: pageVersions.id, snapshot: pageVersions.snapshot })
    .from(pages)
    .innerJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
    .where(and(eq(pages.siteId, options.siteId), eq(pages.status, 'published')));
  await db.transaction(async (tx) => {
    for (const row of rows) await indexPublishedPage(tx, { siteId: options.siteId, ...row });
  });
  return rows.length;
}
