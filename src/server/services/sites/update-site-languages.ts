import { eq } from 'drizzle-orm';
import type { PageState } from '../../../shared/content/types';
import { LOCALES, type Locale } from '../../../shared/locales';

const LOCALE_ORDER: readonly Locale[] = LOCALES;
import type { TSiteLanguagesRequest } from '../../../shared/schemas/translation';
import type { Queryable, Transaction } from '../../db/client';
import { pages, sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';

type Languages = { locales: Locale[]; defaultLocale: Locale };

/** A page's slugs gain the new languages, taken from the default language's slug (unique as it is). */
function withSlugs(state: PageState, added: readonly Locale[], defaultLocale: Locale): PageState {
  const fallback = state.slug[defaultLocale] ?? Object.values(state.slug).find((slug) => typeof slug === 'string');
  if (fallback === undefined || added.every((locale) => state.slug[locale] !== undefined)) return state;
  const slug = { ...state.slug };
  for (const locale of added) slug[locale] ??= fallback;
  return { ...state, slug };
}

/**
 * Where a page is live after the change: a new language is not (every text is missing there until
 * translated and published); a removed one no longer counts. Null again when live in all.
 */
function nextLiveLanguages(current: Locale[] | null, before: readonly Locale[], after: readonly Locale[]): Locale[] | null {
  const live = after.filter((locale) => (current ?? before).includes(locale));
  return live.length === after.length ? null : live;
}

async function applyToPages(tx: Transaction, siteId: string, before: Languages, after: Languages) {
  const added = after.locales.filter((locale) => !before.locales.includes(locale));
  const rows = await tx
    .select({ id: pages.id, draft: pages.draft, published: pages.published, liveLanguages: pages.liveLanguages })
    .from(pages)
    .where(eq(pages.siteId, siteId))
    .for('update');
  for (const row of rows) {
    await tx
      .update(pages)
      .set({
        draft: withSlugs(row.draft, added, before.defaultLocale),
        published: row.published ? withSlugs(row.published, added, before.defaultLocale) : null,
        liveLanguages: nextLiveLanguages(row.liveLanguages, before.locales, after.locales),
      })
      .where(eq(pages.id, row.id));
  }
}

/**
 * PUT /site/languages (issue 15): the site's languages and default. Adding a language breaks
 * nothing — every page stays hidden in it (visitors get the default language's page with a note)
 * until translated and published. Removing one hides it from visitors; its texts are kept, so
 * adding it back restores them. Takes effect at once, like the site's domains.
 */
export async function updateSiteLanguages(db: Queryable, options: { siteId: string; request: TSiteLanguagesRequest }): Promise<Languages> {
  const { siteId, request } = options;
  const result = await db.transaction(async (tx) => {
    const [site] = await tx.select({ locales: sites.locales, defaultLocale: sites.defaultLocale }).from(sites).where(eq(sites.id, siteId)).for('update');
    if (!site) throw new AppError('NOT_FOUND', 'request.notFound');
    // The order of the ten (the switcher's and the editor's order), whatever order was sent.
    const after: Languages = {
      locales: [...request.locales].sort((a, b) => LOCALE_ORDER.indexOf(a) - LOCALE_ORDER.indexOf(b)),
      defaultLocale: request.defaultLocale,
    };
    await applyToPages(tx, siteId, site, after);
    await tx.update(sites).set({ locales: after.locales, defaultLocale: after.defaultLocale, updatedAt: new Date() }).where(eq(sites.id, siteId));
    return after;
  });
  invalidateCacheTags([siteTag(siteId)]);
  return result;
}
