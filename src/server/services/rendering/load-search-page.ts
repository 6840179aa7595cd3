import 'server-only';
import { type SearchResult, isQueryTooShort } from '../../../shared/content/search';
import { pagePath } from '../../../shared/content/links';
import type { PageView } from '../../../shared/content/page-view';
import { getDb } from '../../db/client';
import { getConfig } from '../../platform/config';
import { getSearchRateLimit } from '../search/search-rate-limit';
import { searchForVisitor } from '../search/search-for-visitor';
import { searchSite } from '../search/search-site';

export type SearchPageData = { result: SearchResult; action: string };

/**
 * The search page's results for the `q` parameter as received (string, repeated or absent), and
 * where its form posts. Visitors search through the limit and cache of `searchForVisitor`; the
 * editor's preview searches drafts, uncached.
 */
export async function loadSearchPage(
  page: Pick<PageView, 'site' | 'locale' | 'mode' | 'tree'>,
  query: string | string[] | undefined,
  clientAddress: string | null,
): Promise<SearchPageData> {
  const { site, locale, mode, tree } = page;
  const action =
    pagePath({ locale, mode, page: { slug: tree.page.slug, collection: tree.page.collection, specialKey: tree.page.specialKey } }) ?? `/${locale}/search`;
  const q = Array.isArray(query) ? query[0] : query;
  if (q !== undefined && isQueryTooShort(q)) return { result: { query: q.trim(), hits: [], correctedQuery: null, tooShort: true }, action };
  const result =
    mode === 'live'
      ? await searchForVisitor(getDb(), { siteId: site.id, locale, query: q, clientAddress, limit: getSearchRateLimit(getConfig().SEARCH_REQUESTS_PER_MINUTE) })
      : await searchSite(getDb(), { siteId: site.id, locale, query: q, mode });
  return { result, action };
}
