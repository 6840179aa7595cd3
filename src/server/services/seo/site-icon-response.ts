import { MEDIA_CACHE_CONTROL } from '../../../shared/constants/media';
import { siteIconSource, siteIconVersion } from '../../../shared/constants/site-icons';
import type { Queryable } from '../../db/client';
import { getLogger } from '../../platform/logger';
import { loadSiteSettings } from '../sites/load-site-settings';
import { resolveSiteByHost } from '../sites/resolve-site';
import { drawnPngCache, pngResponse, readLogoBytes } from './generated-png';
import { renderSiteIcon } from './render-site-icon';

/** An icon URL without the current version (a stale page, or one without settings at hand). */
const SHORT_CACHE_CONTROL = 'public, max-age=300';
const DEFAULT_BACKGROUND = '#ffffff';

/** Rendered icons by site, version and size: a few kilobytes each, and asked for on every first visit. */
const rendered = drawnPngCache(300);

async function iconBytes(db: Queryable, options: { siteId: string | null; size: number; host: string | null }): Promise<{ bytes: Buffer; version: string }> {
  if (!options.siteId) return { bytes: await renderSiteIcon({ logo: null, size: options.size, background: DEFAULT_BACKGROUND }), version: 'default' };
  const settings = await loadSiteSettings(db, { siteId: options.siteId, state: 'published' });
  const version = siteIconVersion(settings);
  const key = `${options.siteId}:${version}:${options.size}`;
  const cached = rendered.get(key);
  if (cached) return { bytes: cached, version };
  const { logoId, background } = siteIconSource(settings);
  const logo = await readLogoBytes(db, options.siteId, logoId);
  try {
    const bytes = await renderSiteIcon({ logo, size: options.size, background });
    // A logo that could not be read this time is not remembered as the default.
    if (logo || !logoId) rendered.set(key, bytes);
    return { bytes, version };
  } catch (error) {
    // A logo sharp reads but cannot draw: the site still gets an icon.
    getLogger().warn({ err: error, siteId: options.siteId, host: options.host }, 'site icon: logo not drawable, default used');
    return { bytes: await renderSiteIcon({ logo: null, size: options.size, background }), version };
  }
}

/**
 * A site icon PNG of the site the Host names (hosts no site owns get the default). Immutable when the
 * URL carries the current version; any other URL (favicon.ico, a stale page) is kept five minutes.
 */
export async function siteIconResponse(db: Queryable, request: Request, size: number): Promise<Response> {
  const host = request.headers.get('host');
  const site = await resolveSiteByHost(host, db);
  const { bytes, version } = await iconBytes(db, { siteId: site?.id ?? null, size, host });
  const asked = new URL(request.url).searchParams.get('v');
  const cacheControl = site && asked === version ? MEDIA_CACHE_CONTROL : SHORT_CACHE_CONTROL;
  return pngResponse(request, { bytes, etag: `"icon-${size}-${version}"`, cacheControl });
}
