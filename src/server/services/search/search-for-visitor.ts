import type { SearchResult } from '../../../shared/content/search';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { SearchCache, getSearchCache } from './search-cache';
import type { SearchRateLimit } from './search-rate-limit';
import { normalizeQuery, searchSite } from './search-site';

/**
 * A visitor's search of the live site: limited per client address and answered from a short
 * cache per site, language and normalised query, so a flood of searches neither reaches the
 * database nor slows the cached pages. An empty query searches and counts nothing.
 */
export async function searchForVisitor(
  db: Queryable,
  options: { siteId: string; locale: Locale; query: string | null | undefined; clientAddress: string | null; limit: SearchRateLimit },
): Promise<SearchResult> {
  const query = normalizeQuery(options.query);
  if (!query) return { query, hits: [], correctedQuery: null };
  if (!(await options.limit.take(options.clientAddress ?? 'unknown'))) return { query, hits: [], correctedQuery: null, rateLimited: true };
  const cache = getSearchCache();
  const key = SearchCache.key(options.siteId, options.locale, query);
  const cached = cache.get(key);
  // The key ignores case (the search does too); the page echoes the visitor's own spelling.
  if (cached) return { ...cached, query };
  const result = await searchSite(db, { siteId: options.siteId, locale: options.locale, query });
  cache.set(key, options.siteId, result);
  return result;
}
