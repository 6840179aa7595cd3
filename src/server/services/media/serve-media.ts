import { Readable } from 'node:stream';
import { z } from 'zod';
import { MEDIA_CACHE_CONTROL, MEDIA_CONTENT_SECURITY_POLICY } from '../../../shared/constants/media';
import { getDb } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { getLogger } from '../../platform/logger';
import { type ByteRange, RangeNotSatisfiableError, type StoredObject, getStorage } from '../../platform/storage';
import { etagMatches } from '../../platform/etag';
import { resolveSiteByHost } from '../sites/resolve-site';
import { findMedia } from './media-records';
import { parseVariantName, variantBytes } from './variants';

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range; several are answered whole). */
export function parseRange(header: string | null, size: number): ByteRange | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.includes(',') ? null : 'invalid';
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'invalid';
  if (from === '') return { start: Math.max(0, size - Number(to)) };
  return { start: Number(from), end: to === '' ? undefined : Number(to) };
}

/**
 * GET /media/{id}/{variant}: the site comes from the Host, so another site's media is a 404. Every
 * answer is immutable (keys are never overwritten), carries an ETag, and is inert if opened directly.
 */
export async function serveMedia(request: Request, params: { mediaId: string; variant: string }): Promise<Response> {
  const site = await resolveSiteByHost(request.headers.get('host'), getDb());
  const variant = parseVariantName(params.variant);
  if (!site || !variant || !z.uuid().safeParse(params.mediaId).success) return notFound();
  try {
    const row = await findMedia(getDb(), { siteId: site.id, id: params.mediaId });
    const etag = `"${row.id}-${params.variant}"`;
    const headers = new Headers({
      'cache-control': MEDIA_CACHE_CONTROL,
      etag,
      'x-content-type-options': 'nosniff',
      'content-security-policy': MEDIA_CONTENT_SECURITY_POLICY,
      'accept-ranges': 'bytes',
    });
    if (etagMatches(request, etag)) return new Response(null, { status: 304, headers });
    const storage = getStorage();
    const head = request.method === 'HEAD';
    if (variant.kind === 'original') {
      if (variant.extension !== row.extension || !row.objectKey) return notFound();
      const size = (await storage.head(row.objectKey))?.size;
      if (size === undefined) return notFound();
      const range = parseRange(request.headers.get('range'), size);
      if (range === 'invalid') return unsatisfiable(headers, size);
      const object = await storage.get(row.objectKey, range ?? undefined);
      if (!object) return notFound();
      headers.set('content-type', row.mimeType);
      return respond(object, headers, head);
    }
    if (row.mediaType !== 'image' || row.extension === 'svg') return notFound();
    const made = await variantBytes(storage, row, variant);
    headers.set('content-type', made.contentType);
    headers.set('x-webbox-variant', made.stored ? 'stored' : 'generated');
    if (made.bytes) {
      headers.set('content-length', String(made.bytes.length));
      return new Response(head ? null : new Uint8Array(made.bytes), { status: 200, headers });
    }
    const object = await storage.get(made.key);
    return object ? respond(object, headers, head) : notFound();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return notFound();
    if (error instanceof RangeNotSatisfiableError) return unsatisfiable(new Headers(), error.size);
    getLogger().error({ err: error, mediaId: params.mediaId, variant: params.variant }, 'media serve failed');
    return new Response('Internal server error', { status: 500, headers: { 'cache-control': 'no-store' } });
  }
}

function unsatisfiable(headers: Headers, size: number): Response {
  headers.set('content-range', `bytes */${size}`);
  headers.set('cache-control', 'no-store');
  return new Response(null, { status: 416, headers });
}

function respond(object: StoredObject, headers: Headers, head: boolean): Response {
  const length = object.range ? object.range.end - object.range.start + 1 : object.size;
  headers.set('content-length', String(length));
  if (object.range) headers.set('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`);
  const status = object.range ? 206 : 200;
  if (head) {
    if (!Buffer.isBuffer(object.body)) object.body.destroy();
    return new Response(null, { status, headers });
  }
  const body = Buffer.isBuffer(object.body) ? new Uint8Array(object.body) : (Readable.toWeb(object.body) as ReadableStream<Uint8Array>);
  return new Response(body, { status, headers });
}
