import 'server-only';
import { getDb } from '@/server/db/client';
import { searchSite } from '@/server/services/search/search-site';
import { pagePath } from '@/shared/content/links';
import type { ResolvedPageRequest } from '../../server/services/rendering/resolve-page-request';
import { SearchResults } from './SearchResults';
import { searchTexts } from './texts';

type Props = {
  resolved: Extract<ResolvedPageRequest, { kind: 'page' }>;
  /** The `q` search parameter as received (string, repeated or absent). */
  query: string | string[] | undefined;
};

/** The search page's results section, rendered below the page's own blocks (server component). */
export async function SearchPage({ resolved, query }: Props) {
  const { site, locale, mode, tree } = resolved;
  const q = Array.isArray(query) ? query[0] : query;
  const result = await searchSite(getDb(), { siteId: site.id, locale, query: q, mode });
  const action = pagePath({ locale, mode, page: { slug: tree.page.slug, collection: tree.page.collection, specialKey: tree.page.specialKey } });
  return <SearchResults result={result} t={searchTexts(locale)} action={action ?? `/${locale}/search`} />;
}
