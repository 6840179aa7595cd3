import os from 'node:os';
import { z } from 'zod';
import { IMAGE_WIDTHS, type ImageFormat } from '../../../shared/content/media';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { getStorage } from '../../platform/storage';
import { enqueueJob } from '../jobs/enqueue-job';
import type { JobOutcome } from '../jobs/job-handler';
import { type MediaRow, findMedia } from './media-records';
import { readObject } from './read-object';
import { type VariantRenderer, variantBytes } from './variants';

export type Variant = { width: number; format: ImageFormat };

/** Served as the original file by the blocks: vectors and (possibly animated) GIFs. */
const ORIGINAL_ONLY = new Set(['svg', 'gif']);
/** Formats that may be transparent: their fallback is PNG, not JPEG. */
const TRANSPARENT = new Set(['png', 'webp', 'avif']);

/**
 * The variants the blocks request for an image (MediaImage's `<picture>`): AVIF, WebP and the
 * JPEG/PNG fallback, at every standard width up to the original's (the smallest for tiny images).
 * The media-variants int test checks this against MediaImage's markup.
 */
export function requestedVariants(row: Pick<MediaRow, 'mediaType' | 'extension' | 'width'>): Variant[] {
  const extension = row.extension.toLowerCase();
  if (row.mediaType !== 'image' || ORIGINAL_ONLY.has(extension)) return [];
  const fitting = row.width && row.width > 0 ? IMAGE_WIDTHS.filter((width) => width <= (row.width ?? 0)) : [...IMAGE_WIDTHS];
  const widths = fitting.length > 0 ? fitting : [IMAGE_WIDTHS[0]];
  const formats: ImageFormat[] = ['avif', 'webp', TRANSPARENT.has(extension) ? 'png' : 'jpeg'];
  // Largest first: the slowest renders start early, so the last lane is not left with a big one.
  return [...widths].reverse().flatMap((width) => formats.map((format) => ({ width, format })));
}

/**
 * Renders in parallel, one per core: each render is single-threaded (sharp.concurrency(1) in
 * image-pipeline), and the server's worker renders in the niced background renderer, which only
 * gets the time visitors and editors leave (in-process, every core rendering a new site's variants
 * made pages and the editor wait for seconds).
 */
export function variantParallelism(): number {
  return os.availableParallelism();
}

/** Queues the variants job of a new image, in the transaction that inserts its row. */
export async function enqueueVariants(db: Queryable, row: Pick<MediaRow, 'id' | 'siteId' | 'mediaType' | 'extension' | 'width'>): Promise<void> {
  if (requestedVariants(row).length === 0) return;
  await enqueueJob(db, { siteId: row.siteId, kind: 'media.variants', mediaId: row.id, payload: { siteId: row.siteId, mediaId: row.id } });
}

const payloadSchema = z.object({ siteId: z.uuid(), mediaId: z.uuid() });

/**
 * The `media.variants` job: stores every requested variant not stored yet, through the same
 * `variantBytes` as the on-demand route (a variant a visitor is waiting for is rendered once).
 */
export async function renderMediaVariantsJob(
  job: { siteId: string; payload: unknown },
  context: { db: Database; signal?: AbortSignal; renderVariant?: VariantRenderer },
): Promise<JobOutcome> {
  const payload = payloadSchema.parse(job.payload);
  let row: MediaRow;
  try {
    row = await findMedia(context.db, { siteId: payload.siteId, id: payload.mediaId });
  } catch (error) {
    // Deleted meanwhile (its job row went with it): nothing left to do.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return 'done';
    throw error;
  }
  const storage = getStorage();
  const pending = requestedVariants(row);
  let original: Promise<Buffer> | null = null;
  // Read once, only if some variant is missing.
  const source = () => {
    original ??= readObject(row.objectKey, storage);
    return original;
  };
  let next = 0;
  let interrupted = false;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < pending.length && failures.length === 0) {
      if (context.signal?.aborted) {
        interrupted = true;
        return;
      }
      const variant = pending[next];
      next += 1;
      // The first failure stops every lane after its current render; the retry skips what is stored.
      if (!variant) continue;
      try {
        await variantBytes(storage, row, variant, { original: source, renderer: context.renderVariant });
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(variantParallelism(), pending.length) }, lane));
  if (failures.length > 0) throw failures[0];
  return interrupted ? 'interrupted' : 'done';
}
