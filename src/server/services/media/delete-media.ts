import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { getLogger } from '../../platform/logger';
import { allVariantKeys, getStorage } from '../../platform/storage';
import { childrenOf, findMedia } from './media-records';

/**
 * Deletes a media, its cropped children (the rows cascade) and their objects. The rows go first so
 * nothing points at a missing object; a storage failure only leaves an orphan object, logged.
 */
export async function deleteMedia(db: Queryable, options: { siteId: string; id: string }): Promise<void> {
  const row = await findMedia(db, options);
  const doomed = [row, ...(await childrenOf(db, options))];
  await db.delete(media).where(and(eq(media.id, row.id), eq(media.siteId, options.siteId)));
  // Cached live pages may show it: they are rendered again without it.
  invalidateCacheTags([siteTag(options.siteId)]);
  const keys = doomed.flatMap((item) => [
    ...(item.video?.source === 'youtube' || !item.objectKey ? [] : [item.objectKey]),
    ...(item.mediaType === 'image' ? allVariantKeys(options.siteId, item.id) : []),
  ]);
  const storage = getStorage();
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length) getLogger().warn({ mediaId: row.id, failed: failed.length }, 'media objects left behind');
}
