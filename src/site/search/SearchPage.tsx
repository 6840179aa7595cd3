import type { SearchResult } from '@/shared/content/search';
import type { Locale } from '@/shared/locales';
import { SearchResults } from './SearchResults';
import { searchTexts } from './texts';

type Props = {
  locale: Locale;
  /** Loaded by the route (`loadSearchPage`): the site view only renders it. */
  result: SearchResult;
  /** Where the search form submits: this page's own path. */
  action: string;
};

/** The search page's results section, rendered below the page's own blocks (server component). */
export function SearchPage({ locale, result, action }: Props) {
  return <SearchResults result={result} t={searchTexts(locale)} action={action} />;
}
