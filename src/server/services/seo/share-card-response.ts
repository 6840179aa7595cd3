import { MEDIA_CACHE_CONTROL } from '../../../shared/constants/media';
import { isLocale } from '../../../shared/locales';
import { shareCardSourceOf, shareCardVersion } from '../../../shared/seo/share-card';
import type { Queryable } from '../../db/client';
import { getLogger } from '../../platform/logger';
import { loadSiteChrome } from '../rendering/load-page-request';
import { resolveSiteByHost } from '../sites/resolve-site';
import { drawnPngCache, pngResponse, readLogoBytes } from './generated-png';
import { renderShareCard } from './render-share-card';

/** A card URL without the current version (a stale page): kept five minutes. */
const SHORT_CACHE_CONTROL = 'public, max-age=300';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Drawn cards by site, page, language and version: ~30 kB each, asked for by every link preview. */
const rendered = drawnPngCache(200);

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * `/share-card.png?page=…&lang=…&v=…` (issue 33): the generated link-preview card of a live page
 * of the site the Host names; the texts come from the page, never from the URL. Immutable when the
 * URL carries the current version, else kept five minutes; 404 for a page the site does not show.
 */
export async function shareCardResponse(db: Queryable, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const pageId = params.get('page') ?? '';
  const locale = params.get('lang') ?? '';
  const site = await resolveSiteByHost(request.headers.get('host'), db);
  if (!site || !UUID.test(pageId) || !isLocale(locale) || !site.locales.includes(locale)) return notFound();
  const chrome = await loadSiteChrome(db, { siteId: site.id, state: 'published' });
  const source = shareCardSourceOf({ chrome, siteName: site.name, pageId, locale });
  if (!source) return notFound();
  const version = shareCardVersion(source);
  const key = `${site.id}:${pageId}:${locale}:${version}`;
  let bytes = rendered.get(key);
  if (!bytes) {
    const logo = await readLogoBytes(db, site.id, source.logoId);
    bytes = await renderShareCard({ logo, background: source.background, siteName: source.siteName, pageName: source.pageName });
    if (logo || !source.logoId) rendered.set(key, bytes);
    else getLogger().warn({ siteId: site.id }, 'share card: logo not readable, drawn without it');
  }
  const cacheControl = params.get('v') === version ? MEDIA_CACHE_CONTROL : SHORT_CACHE_CONTROL;
  return pngResponse(request, { bytes, etag: `"card-${version}"`, cacheControl });
}
