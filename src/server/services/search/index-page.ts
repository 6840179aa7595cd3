import { eq, sql } from 'drizzle-orm';
import type { PageTree } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { searchDocuments } from '../../db/schema';
import { SEARCH_INDEX_FORMAT, extractSearchText, searchableLocales } from './search-text';
import { textSearchConfig } from './text-search-config';

/**
 * Rewrites a page's search documents from the snapshot just published: one per locale the page
 * can be read in; locales it now disallows (and password-protected pages) lose theirs.
 * Runs inside the publish transaction, so search and the live page never disagree.
 */
export async function indexPublishedPage(db: Queryable, options: { siteId: string; pageId: string; versionId: string; snapshot: PageTree }): Promise<void> {
  const { siteId, pageId, versionId, snapshot } = options;
  await db.delete(searchDocuments).where(eq(searchDocuments.pageId, pageId));
  const rows = searchableLocales(snapshot).map((locale) => {
    const text = extractSearchText(snapshot, locale);
    const config = textSearchConfig(locale);
    return {
      siteId,
      pageId,
      versionId,
      locale,
      config,
      title: text.title,
      body: text.body,
      terms: text.terms,
      format: SEARCH_INDEX_FORMAT,
      // The title weighs more than the body (ts_rank_cd honours the weights).
      document: sql`setweight(to_tsvector(${config}::regconfig, ${text.title}), 'A') || setweight(to_tsvector(${config}::regconfig, ${text.body}), 'B')`,
    };
  });
  if (rows.length) await db.insert(searchDocuments).values(rows);
}
