import type { Logger } from 'pino';
import type { Database, Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { type ObjectStorage, getStorage } from '../../platform/storage';
import { abandonedSlot } from './upload-slots';

/**
 * Removes direct-upload slots that never became ready — unused ones after an hour, the others
 * after 24 hours (`abandonedSlot`): their rows (which reserve quota) and whatever bytes reached storage. The delete claims the rows, so instances
 * sweeping at once never remove the same object twice. Returns how many slots went.
 */
export async function removeAbandonedUploads(db: Queryable, options: { now?: Date; storage?: ObjectStorage } = {}): Promise<number> {
  const removed = await db
    .delete(media)
    .where(abandonedSlot(options.now ?? new Date()))
    .returning({ objectKey: media.objectKey, siteId: media.siteId });
  // A page may name a video whose upload never finished: its kept media rows go.
  const sites = [...new Set(removed.map((row) => row.siteId))];
  if (sites.length > 0) invalidateCacheTags(sites.map(siteTag));
  const storage = options.storage ?? getStorage();
  // A failed delete leaves an orphan object behind, never a row pointing at nothing.
  await Promise.allSettled(removed.map((row) => storage.delete(row.objectKey)));
  return removed.length;
}

/** The background job: sweeps once at start, then every `intervalMs` (every 10 minutes, so an unused slot goes soon after its hour). */
export function startUploadSweeper(options: { db: Database; logger: Logger; intervalMs?: number }): { stop: () => void } {
  const sweep = () =>
    removeAbandonedUploads(options.db).then(
      (count) => {
        if (count > 0) options.logger.info({ count }, 'abandoned uploads removed');
      },
      (error: unknown) => options.logger.error({ err: error }, 'abandoned upload sweep failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), options.intervalMs ?? 10 * 60 * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
