import { and, eq } from 'drizzle-orm';
import { pagePath } from '../../../shared/content/links';
import { isPageLiveIn } from '../../../shared/content/site-chrome';
import type { SpecialPageKey } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { pages, pageVersions } from '../../db/schema';
import { listArchivedCollectionPageIds } from '../collections/archived-items';

/** One URL of the sitemap with its language versions (hreflang alternates). */
export type SitemapEntry = {
  path: string;
  locale: Locale;
  /** ISO date-time the live version was published. */
  lastModified: string;
  /** Every live language of the page (itself included), plus `x-default`. */
  alternates: Array<{ hreflang: Locale | 'x-default'; path: string }>;
};

/**
 * Pages that are not destinations of their own: the search results, the game's inner screens
 * (reached from the start page with a game code) and the course's holes (shown inside the play page).
 */
const NOT_LISTED: ReadonlySet<SpecialPageKey> = new Set(['search', '~urban-golf-share', '~urban-golf-play', '~urban-golf-edit', '~urban-golf-coupon']);

type SiteLanguages = { id: string; locales: readonly Locale[]; defaultLocale: Locale };

/**
 * Every live page of a site in every language visitors may read it in (issue 17): published, not
 * archived in every list of its collection, not password protected, not hidden in the language, translated (live) in it. `x-default` points at
 * the default language's version, else the first live one.
 */
export async function listSitemapEntries(db: Queryable, site: SiteLanguages): Promise<SitemapEntry[]> {
  const archived = await listArchivedCollectionPageIds(db, { siteId: site.id });
  const rows = await db
    .select({
      id: pages.id,
      published: pages.published,
      collection: pages.collection,
      specialKey: pages.specialKey,
      liveLanguages: pages.liveLanguages,
      publishedAt: pageVersions.createdAt,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .leftJoin(pageVersions, eq(pageVersions.id, pages.publishedVersionId))
    .where(and(eq(pages.siteId, site.id), eq(pages.status, 'published')));
  const entries: SitemapEntry[] = [];
  for (const row of rows) {
    const state = row.published;
    if (!state || archived.has(row.id) || state.meta.passwordHash || row.collection === 'map' || (row.specialKey && NOT_LISTED.has(row.specialKey))) continue;
    const summary = { disallowedLanguages: state.meta.disallowedLanguages, liveLanguages: row.liveLanguages };
    const versions = site.locales.flatMap((locale) => {
      const path = isPageLiveIn(summary, locale)
        ? pagePath({ locale, mode: 'live', page: { slug: state.slug, collection: row.collection, specialKey: row.specialKey } })
        : null;
      return path ? [{ hreflang: locale, path }] : [];
    });
    const fallback = versions.find((v) => v.hreflang === site.defaultLocale) ?? versions[0];
    if (!fallback) continue;
    const alternates = [...versions, { hreflang: 'x-default' as const, path: fallback.path }];
    const lastModified = (row.publishedAt ?? row.updatedAt).toISOString();
    for (const version of versions) entries.push({ path: version.path, locale: version.hreflang, lastModified, alternates });
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}
