import { SEARCH_MIN_CHARS } from '@/shared/content/search';
import type { Locale } from '@/shared/locales';
import { publicT } from '../public-texts';

/** The search page's own texts (not content), resolved for one language. */
export type SearchTexts = {
  heading: string;
  label: string;
  placeholder: string;
  submit: string;
  emptyHint: string;
  noResults: (query: string) => string;
  resultCount: (count: number, query: string) => string;
  correctedTo: (corrected: string) => string;
  results: string;
  tooManyRequests: string;
  /** The query has fewer than SEARCH_MIN_CHARS characters. */
  tooShort: string;
};

export function searchTexts(locale: Locale): SearchTexts {
  const t = publicT(locale);
  return {
    heading: t('search.heading'),
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    emptyHint: t('search.emptyHint'),
    noResults: (query) => t('search.noResults', { query }),
    resultCount: (count, query) => t('search.resultCount', { count, query }),
    correctedTo: (corrected) => t('search.correctedTo', { corrected }),
    results: t('search.results'),
    tooManyRequests: t('search.tooManyRequests'),
    tooShort: t('search.tooShort', { min: SEARCH_MIN_CHARS }),
  };
}
