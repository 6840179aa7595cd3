import type { SiteChrome } from '@/shared/content/site-chrome';
import type { SearchResult } from '@/shared/content/search';
import type { Locale } from '@/shared/locales';
import { underHeaderClass } from '../SiteHeader';
import { SearchResults } from './SearchResults';
import { searchTexts } from './texts';

type Props = {
  locale: Locale;
  /** Loaded by the route (`loadSearchPage`): the site view only renders it. */
  result: SearchResult;
  /** Where the search form submits: this page's own path. */
  action: string;
  /** The site's header settings: the results must not start under a fixed header. */
  settings: Pick<SiteChrome['settings'], 'appearance' | 'header'>;
};

/**
 * The search page's results section, rendered at the top of <main>, before the page's own blocks
 * (server component): a visitor sees the field and the first results without scrolling.
 */
export function SearchPage({ locale, result, action, settings }: Props) {
  return <SearchResults result={result} t={searchTexts(locale)} action={action} className={underHeaderClass(settings)} />;
}
