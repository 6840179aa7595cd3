import { siteOrigin } from '../../platform/site-origin';
import type { Queryable } from '../../db/client';
import { resolveSiteByHost } from '../sites/resolve-site';
import { listSitemapEntries } from './list-sitemap-entries';
import { renderRobots, renderSitemap } from './render-sitemap';

/** Crawlers read these often; a publish shows within five minutes. */
const CACHE_CONTROL = 'public, max-age=300';

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** `/robots.txt` of the site the Host names (absolute URLs from its primary domain, never the Host). */
export async function robotsResponse(db: Queryable, host: string | null): Promise<Response> {
  const site = await resolveSiteByHost(host, db);
  if (!site) return notFound();
  return new Response(renderRobots(siteOrigin(site.primaryHost), site.locales), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL },
  });
}

/** `/sitemap.xml`: every live page in every live language with its hreflang alternates. */
export async function sitemapResponse(db: Queryable, host: string | null): Promise<Response> {
  const site = await resolveSiteByHost(host, db);
  if (!site) return notFound();
  const entries = await listSitemapEntries(db, site);
  return new Response(renderSitemap(siteOrigin(site.primaryHost), entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL },
  });
}
