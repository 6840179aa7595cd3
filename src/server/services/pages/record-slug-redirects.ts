import { and, eq, sql } from 'drizzle-orm';
import type { Collection, PageState } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { Transaction } from '../../db/client';
import { pageRedirects } from '../../db/schema';

/**
 * Called by publishPage inside its transaction: every language whose live slug changes keeps its
 * old URL, which then answers with a permanent redirect to the page. A slug that becomes live here
 * drops any redirect with the same path — the page at that path wins.
 */
export async function recordSlugRedirects(
  tx: Transaction,
  options: { siteId: string; pageId: string; collection: Collection | null; before: PageState | null; after: PageState },
): Promise<void> {
  const { siteId, pageId, before, after } = options;
  const collection = options.collection ?? '';
  const liveSlugs = Object.entries(after.slug).filter((entry): entry is [Locale, string] => Boolean(entry[1]));
  for (const [locale, slug] of liveSlugs) {
    await tx
      .delete(pageRedirects)
      .where(and(eq(pageRedirects.siteId, siteId), eq(pageRedirects.locale, locale), eq(pageRedirects.collection, collection), eq(pageRedirects.slug, slug)));
  }
  const moved = Object.entries(before?.slug ?? {}).filter(
    (entry): entry is [Locale, string] => Boolean(entry[1]) && after.slug[entry[0] as Locale] !== entry[1],
  );
  if (moved.length === 0) return;
  await tx
    .insert(pageRedirects)
    .values(moved.map(([locale, slug]) => ({ siteId, locale, collection, slug, pageId })))
    // The newest move of a path wins when two pages once used it.
    .onConflictDoUpdate({
      target: [pageRedirects.siteId, pageRedirects.locale, pageRedirects.collection, pageRedirects.slug],
      set: { pageId: sql`excluded.page_id`, createdAt: sql`now()` },
    });
}
