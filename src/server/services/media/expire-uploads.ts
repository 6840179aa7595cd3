import { and, eq, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import { PENDING_UPLOAD_TTL_MS } from '../../../shared/constants/media';
import type { Database, Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { type ObjectStorage, getStorage } from '../../platform/storage';

/**
 * Removes direct-upload slots older than 24 hours that never became ready: their rows (which
 * reserve quota) and whatever bytes reached storage. The delete claims the rows, so instances
 * sweeping at once never remove the same object twice. Returns how many slots went.
 */
export async function removeAbandonedUploads(db: Queryable, options: { now?: Date; storage?: ObjectStorage } = {}): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - PENDING_UPLOAD_TTL_MS);
  const removed = await db
    .delete(media)
    .where(and(eq(media.status, 'upload'), lt(media.createdAt, cutoff)))
    .returning({ objectKey: media.objectKey, siteId: media.siteId });
  // A page may name a video whose upload never finished: its kept media rows go.
  const sites = [...new Set(removed.map((row) => row.siteId))];
  if (sites.length > 0) invalidateCacheTags(sites.map(siteTag));
  const storage = options.storage ?? getStorage();
  // A failed delete leaves an orphan object behind, never a row pointing at nothing.
  await Promise.allSettled(removed.map((row) => storage.delete(row.objectKey)));
  return removed.length;
}

/** The background job: sweeps once at start, then every `intervalMs` (hourly). */
export function startUploadSweeper(options: { db: Database; logger: Logger; intervalMs?: number }): { stop: () => void } {
  const sweep = () =>
    removeAbandonedUploads(options.db).then(
      (count) => {
        if (count > 0) options.logger.info({ count }, 'abandoned uploads removed');
      },
      (error: unknown) => options.logger.error({ err: error }, 'abandoned upload sweep failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), options.intervalMs ?? 60 * 60 * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
