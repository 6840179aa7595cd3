import type { PageTree } from '../../../shared/content/types';
import type { Locale, Localized } from '../../../shared/locales';
import { apiMessage } from '../../platform/app-error';
import type { SiteContext } from '../sites/resolve-site';

/** The path segment every site's search form and header link lead to (`/{locale}/search`, src/site/header/search.ts). */
export const SEARCH_SLUG = 'search';

/**
 * Stands in for the page id of a site without a search page: a UUID (page ids are UUID columns,
 * so anything reading by it finds nothing instead of failing) that no page ever gets.
 */
export const SEARCH_FALLBACK_PAGE_ID = '00000000-0000-0000-0000-000000005ea1';

/** Whether a live path's target is the search path every header links. */
export function isSearchPath(target: { slug: string; collection: string | null } | { key: string }): boolean {
  return 'slug' in target && target.collection === null && target.slug === SEARCH_SLUG;
}

/**
 * The search page of a site that has none (issue 33: sites made before every site got one, the
 * demo's directory businesses): no sections of its own, named like the starter's search page, so
 * the header's search link and form never lead to a 404. A site's own search page wins.
 */
export function fallbackSearchTree(site: Pick<SiteContext, 'id' | 'locales'>): PageTree {
  const perLocale = (value: (locale: Locale) => string): Localized<string> => Object.fromEntries(site.locales.map((locale) => [locale, value(locale)]));
  return {
    page: {
      id: SEARCH_FALLBACK_PAGE_ID,
      siteId: site.id,
      collection: null,
      role: 'search',
      specialKey: 'search',
      status: 'published',
      slug: perLocale(() => SEARCH_SLUG),
      meta: { name: perLocale((locale) => apiMessage(locale, 'site.pageNames.search')), disallowedLanguages: [] },
    },
    groups: [],
  };
}
