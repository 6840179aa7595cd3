import { and, eq } from 'drizzle-orm';
import { pagePath } from '../../../shared/content/links';
import type { Collection } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { pageRedirects, pages } from '../../db/schema';

/**
 * Where an old URL of a page leads now: the page's current live path in the same language (and
 * collection), or null when no live page took over the path's old slug.
 */
export async function findSlugRedirect(
  db: Queryable,
  query: { siteId: string; locale: Locale; collection: Collection | null; slug: string },
): Promise<string | null> {
  const [row] = await db
    .select({ collection: pages.collection, specialKey: pages.specialKey, published: pages.published })
    .from(pageRedirects)
    .innerJoin(pages, and(eq(pages.id, pageRedirects.pageId), eq(pages.siteId, pageRedirects.siteId)))
    .where(
      and(
        eq(pageRedirects.siteId, query.siteId),
        eq(pageRedirects.locale, query.locale),
        eq(pageRedirects.collection, query.collection ?? ''),
        eq(pageRedirects.slug, query.slug),
        eq(pages.status, 'published'),
      ),
    )
    .limit(1);
  if (!row?.published || row.published.meta.disallowedLanguages.includes(query.locale)) return null;
  const target = pagePath({ locale: query.locale, mode: 'live', page: { slug: row.published.slug, collection: row.collection, specialKey: row.specialKey } });
  // A path that leads back to itself would loop.
  return target &&
    target !== pagePath({ locale: query.locale, mode: 'live', page: { slug: { [query.locale]: query.slug }, collection: query.collection, specialKey: null } })
    ? target
    : null;
}
