import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { getStorage } from '../../platform/storage';

/**
 * The client gave up on a direct upload (the person cancelled, the upload failed): its slot goes at
 * once — the row, its reserved quota and any bytes that reached storage — so it no longer counts
 * against the site's open uploads. A video that became ready is not a slot and stays.
 */
export async function cancelDirectUpload(db: Queryable, options: { siteId: string; uploadId: string }): Promise<void> {
  const [removed] = await db
    .delete(media)
    .where(and(eq(media.id, options.uploadId), eq(media.siteId, options.siteId), eq(media.mediaType, 'video'), eq(media.status, 'upload')))
    .returning({ objectKey: media.objectKey });
  if (!removed) throw new AppError('NOT_FOUND', 'media.notFound');
  // A page may already name the video (as with the sweeper): it must stop showing the slot.
  invalidateCacheTags([siteTag(options.siteId)]);
  await getStorage()
    .delete(removed.objectKey)
    .catch(() => undefined);
}
