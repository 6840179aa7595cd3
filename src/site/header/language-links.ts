import { pagePath } from '@/shared/content/links';
import { isPageLiveIn, type PageSummary } from '@/shared/content/site-chrome';
import { LANGUAGE_NAMES } from '@/shared/i18n/language-names';
import { LOCALES, type Locale } from '@/shared/locales';

/** What the switcher needs of a page: its paths and the languages it is live in. */
export type LanguagePage = Pick<PageSummary, 'slug' | 'collection' | 'specialKey' | 'disallowedLanguages' | 'liveLanguages'>;

export type LanguageLink = {
  locale: Locale;
  /** The language's own name (LANGUAGE_NAMES): the link's text and accessible name. */
  name: string;
  /** The short code shown on the compact toggle, e.g. "FR". */
  code: string;
  href: string;
  current: boolean;
};

type Options = { page: LanguagePage | undefined; locale: Locale; mode: 'live' | 'edit'; siteLocales: readonly Locale[] };

/**
 * The same page in each of the site's languages, in the display order of LOCALES. Live pages list
 * the languages the page is live in (and the one shown); editors see every site language the page
 * may be edited in, since they translate there. Empty when there is nothing to switch to: a
 * single-language site, an unknown page, or a page readable in one language only.
 */
export function languageLinks({ page, locale, mode, siteLocales }: Options): LanguageLink[] {
  if (!page || siteLocales.length < 2) return [];
  const links: LanguageLink[] = [];
  for (const candidate of LOCALES) {
    if (!siteLocales.includes(candidate)) continue;
    const current = candidate === locale;
    // The edit route answers 404 for a disallowed language, so editors get no link there either.
    const shown = mode === 'edit' ? !page.disallowedLanguages.includes(candidate) : current || isPageLiveIn(page, candidate);
    if (!shown) continue;
    const href = pagePath({ locale: candidate, mode, page });
    if (!href) continue;
    links.push({ locale: candidate, name: LANGUAGE_NAMES[candidate], code: candidate.toUpperCase(), href, current });
  }
  return links.length > 1 ? links : [];
}
