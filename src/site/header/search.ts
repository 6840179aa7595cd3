import { SEARCH_MIN_CHARS } from '@/shared/content/search';

/** Search bar constants (spec §5.3, §9.2). */
export { SEARCH_MIN_CHARS };
export const SEARCH_DEBOUNCE_MS = 500;

/** The search page of a locale, with the query when there is one. */
export function searchHref(locale: string, query?: string): string {
  const q = query?.trim();
  return q ? `/${locale}/search?q=${encodeURIComponent(q)}` : `/${locale}/search`;
}
