import { MEDIA_CACHE_CONTROL } from '../../../shared/constants/media';
import { siteIconSource, siteIconVersion } from '../../../shared/constants/site-icons';
import type { Queryable } from '../../db/client';
import { getLogger } from '../../platform/logger';
import { findMedia } from '../media/media-records';
import { readObject } from '../media/read-object';
import { loadSiteSettings } from '../sites/load-site-settings';
import { resolveSiteByHost } from '../sites/resolve-site';
import { renderSiteIcon } from './render-site-icon';

/** An icon URL without the current version (a stale page, or one without settings at hand). */
const SHORT_CACHE_CONTROL = 'public, max-age=300';
const DEFAULT_BACKGROUND = '#ffffff';

/** Rendered icons by site, version and size: a few kilobytes each, and asked for on every first visit. */
const rendered = new Map<string, Buffer>();
const MAX_RENDERED = 300;

function remember(key: string, bytes: Buffer): void {
  if (rendered.size >= MAX_RENDERED) {
    const oldest = rendered.keys().next().value;
    if (oldest !== undefined) rendered.delete(oldest);
  }
  rendered.set(key, bytes);
}

/** The logo's bytes, or null when there is none or it is no image sharp can draw (then: the default). */
async function logoBytes(db: Queryable, siteId: string, logoId: string | null): Promise<Buffer | null> {
  if (!logoId) return null;
  try {
    const row = await findMedia(db, { siteId, id: logoId });
    return row.mediaType === 'image' ? await readObject(row.objectKey) : null;
  } catch {
    return null;
  }
}

async function iconBytes(db: Queryable, options: { siteId: string | null; size: number; host: string | null }): Promise<{ bytes: Buffer; version: string }> {
  if (!options.siteId) return { bytes: await renderSiteIcon({ logo: null, size: options.size, background: DEFAULT_BACKGROUND }), version: 'default' };
  const settings = await loadSiteSettings(db, { siteId: options.siteId, state: 'published' });
  const version = siteIconVersion(settings);
  const key = `${options.siteId}:${version}:${options.size}`;
  const cached = rendered.get(key);
  if (cached) return { bytes: cached, version };
  const { logoId, background } = siteIconSource(settings);
  const logo = await logoBytes(db, options.siteId, logoId);
  try {
    const bytes = await renderSiteIcon({ logo, size: options.size, background });
    // A logo that could not be read this time is not remembered as the default.
    if (logo || !logoId) remember(key, bytes);
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
  const etag = `"icon-${size}-${version}"`;
  const headers = new Headers({
    'content-type': 'image/png',
    'cache-control': site && asked === version ? MEDIA_CACHE_CONTROL : SHORT_CACHE_CONTROL,
    etag,
    'x-content-type-options': 'nosniff',
  });
  if (
    request.headers
      .get('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim() === etag)
  )
    return new Response(null, { status: 304, headers });
  headers.set('content-length', String(bytes.length));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), { status: 200, headers });
}
