import LRUCache from 'lru-cache';
import type { Queryable } from '../../db/client';
import { etagMatches } from '../../platform/etag';
import { findMedia } from '../media/media-records';
import { readObject } from '../media/read-object';

/**
 * What the generated images (site icons, share cards) have in common: the logo they draw, a memory
 * of drawn PNGs, and the answer with its ETag, 304 and HEAD.
 */

/** Drawn PNGs by a key that names their version, the least recently used dropped first. */
export function drawnPngCache(maxEntries: number): LRUCache<string, Buffer> {
  return new LRUCache<string, Buffer>({ max: maxEntries });
}

/** The logo's bytes, or null when there is none or it is no image (then the drawing goes without). */
export async function readLogoBytes(db: Queryable, siteId: string, logoId: string | null): Promise<Buffer | null> {
  if (!logoId) return null;
  try {
    const row = await findMedia(db, { siteId, id: logoId });
    return row.mediaType === 'image' ? await readObject(row.objectKey) : null;
  } catch {
    return null;
  }
}

/** A PNG answer: 304 when the browser has this version, no body for HEAD. */
export function pngResponse(request: Request, options: { bytes: Buffer; etag: string; cacheControl: string }): Response {
  const headers = new Headers({ 'content-type': 'image/png', 'cache-control': options.cacheControl, etag: options.etag, 'x-content-type-options': 'nosniff' });
  if (etagMatches(request, options.etag)) return new Response(null, { status: 304, headers });
  headers.set('content-length', String(options.bytes.length));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(options.bytes), { status: 200, headers });
}
