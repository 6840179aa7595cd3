import 'server-only';
import type { SearchResult } from '../../../shared/content/search';
import { pagePath } from '../../../shared/content/links';
import type { PageView } from '../../../shared/content/page-view';
import { getDb } from '../../db/client';
import { searchSite } from '../search/search-site';

export type SearchPageData = { result: SearchResult; action: string };

/** The search page's results for the `q` parameter as received (string, repeated or absent), and where its form posts. */
export async function loadSearchPage(page: Pick<PageView, 'site' | 'locale' | 'mode' | 'tree'>, query: string | string[] | undefined): Promise<SearchPageData> {
  const { site, locale, mode, tree } = page;
  const q = Array.isArray(query) ? query[0] : query;
  const result = await searchSite(getDb(), { siteId: site.id, locale, query: q, mode });
  const action = pagePath({ locale, mode, page: { slug: tree.page.slug, collection: tree.page.collection, specialKey: tree.page.specialKey } });
  return { result, action: action ?? `/${locale}/search` };
}
