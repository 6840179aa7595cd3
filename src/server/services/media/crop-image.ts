import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CropArea, FocalPoint, MediaInfo } from '../../../shared/content/media';
import { COMPUTE_FOCAL_POINT, MEDIA_CACHE_CONTROL } from '../../../shared/constants/media';
import type { Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { getLogger } from '../../platform/logger';
import { getStorage, mediaObjectKey } from '../../platform/storage';
import { wakeJobs } from '../jobs/enqueue-job';
import { cropToPixels, focalInCrop } from './crop';
import { computeBlurHash, extractRect } from './image-pipeline';
import { assertRoomFor } from './storage-quota';
import { findMedia } from './media-records';
import { readObject } from './read-object';
import { toMediaInfo } from './to-media-info';
import { enqueueVariants } from './variant-job';

/**
 * A crop is a new child media with its own immutable original, cut from the parent's original; its
 * focal point (given in the parent's coordinates, else the parent's) is clamped into the crop area.
 */
export async function cropImage(db: Queryable, options: { siteId: string; id: string; cropArea: CropArea; focalPoint?: FocalPoint }): Promise<MediaInfo> {
  const parent = await findMedia(db, { siteId: options.siteId, id: options.id });
  if (parent.mediaType !== 'image' || parent.extension === 'svg' || !parent.width || !parent.height) {
    throw new AppError('BAD_REQUEST', 'media.cropFailed');
  }
  const id = randomUUID();
  const objectKey = mediaObjectKey({ siteId: options.siteId, folder: parent.folder, objectId: id, extension: parent.extension });
  const rect = cropToPixels(options.cropArea, { width: parent.width, height: parent.height });
  const storage = getStorage();
  // The crop is at most the parent's size: checking that much keeps the decision before any work.
  await assertRoomFor(db, { siteId: options.siteId, bytes: parent.fileSize });
  let bytes: Buffer;
  let blurHash: string;
  try {
    bytes = await extractRect({ bytes: await readObject(parent.objectKey), rect, extension: parent.extension });
    blurHash = await computeBlurHash(bytes);
    await storage.put(objectKey, bytes, parent.mimeType, MEDIA_CACHE_CONTROL);
  } catch (error) {
    getLogger().error({ err: error, mediaId: parent.id }, 'crop failed');
    throw new AppError('INTERNAL', 'media.cropFailed');
  }
  try {
    // The row and its variants job commit together: no image without its variants on the way.
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(media)
        .values({
          id,
          siteId: options.siteId,
          parentId: parent.id,
          mediaType: 'image',
          mimeType: parent.mimeType,
          folder: parent.folder,
          objectKey,
          originalFilename: parent.originalFilename,
          extension: parent.extension,
          fileSize: bytes.length,
          width: rect.width,
          height: rect.height,
          tags: parent.tags,
          blurHash,
          focalPoint: focalInCrop(options.focalPoint ?? parent.focalPoint ?? COMPUTE_FOCAL_POINT, options.cropArea),
          cropArea: options.cropArea,
          status: 'ready',
          // The same picture, the same description.
          alt: parent.alt,
          decorative: parent.decorative,
          altMachineTranslated: parent.altMachineTranslated,
        })
        .returning();
      if (inserted) await enqueueVariants(tx, inserted);
      return inserted;
    });
    if (!row) throw new AppError('INTERNAL', 'media.cropFailed');
    wakeJobs();
    return toMediaInfo(row);
  } catch (error) {
    await storage.delete(objectKey).catch(() => undefined);
    throw error;
  }
}

/** Recomputes a stored image's blur hash (editor-panels §4: requested for non-SVG images). */
export async function refreshBlurHash(db: Queryable, options: { siteId: string; id: string }): Promise<MediaInfo> {
  const row = await findMedia(db, options);
  if (row.mediaType !== 'image' || row.extension === 'svg') return toMediaInfo(row);
  const blurHash = await computeBlurHash(await readObject(row.objectKey));
  const [updated] = await db.update(media).set({ blurHash, updatedAt: new Date() }).where(eq(media.id, row.id)).returning();
  // Pages paint the blur hash as the image's placeholder.
  invalidateCacheTags([siteTag(options.siteId)]);
  return toMediaInfo(updated ?? row);
}
