import { randomUUID } from 'node:crypto';
import type { MediaInfo } from '../../../shared/content/media';
import { MEDIA_CACHE_CONTROL } from '../../../shared/constants/media';
import type { Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { getStorage, mediaObjectKey } from '../../platform/storage';
import { wakeJobs } from '../jobs/enqueue-job';
import { computeBlurHash } from './image-pipeline';
import { toMediaInfo } from './to-media-info';
import { enqueueVariants } from './variant-job';
import { assertRoomFor } from './storage-quota';
import { validateImageUpload } from './validate-upload';

export type UploadImageOptions = {
  siteId: string;
  fileName: string;
  bytes: Buffer;
  folder?: string | null;
  groupId?: string | null;
  tags?: string[];
};

/**
 * Image upload (editor-panels §4): check type and extension, store the original (immutable, durable),
 * then insert the media row. Nothing is stored when a check fails; the object is removed again if
 * the insert fails.
 */
export async function uploadImage(db: Queryable, options: UploadImageOptions): Promise<MediaInfo> {
  const image = await validateImageUpload({ fileName: options.fileName, bytes: options.bytes });
  await assertRoomFor(db, { siteId: options.siteId, bytes: options.bytes.length });
  const blurHash = image.extension === 'svg' ? null : await computeBlurHash(options.bytes);
  const id = randomUUID();
  const objectKey = mediaObjectKey({ siteId: options.siteId, folder: options.folder, groupId: options.groupId, objectId: id, extension: image.extension });
  const storage = getStorage();
  await storage.put(objectKey, options.bytes, image.mimeType, MEDIA_CACHE_CONTROL);
  try {
    // The row and its variants job commit together: no image without its variants on the way.
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(media)
        .values({
          id,
          siteId: options.siteId,
          mediaType: 'image',
          mimeType: image.mimeType,
          folder: options.folder ?? null,
          objectKey,
          originalFilename: options.fileName.slice(0, 255),
          extension: image.extension,
          fileSize: options.bytes.length,
          width: image.width,
          height: image.height,
          tags: [...new Set(options.tags ?? [])],
          blurHash,
          status: 'ready',
        })
        .returning();
      if (inserted) await enqueueVariants(tx, inserted);
      return inserted;
    });
    if (!row) throw new AppError('INTERNAL', 'media.insertFailed');
    wakeJobs();
    return toMediaInfo(row);
  } catch (error) {
    await storage.delete(objectKey).catch(() => undefined);
    throw error;
  }
}
