import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MAX_VIDEO_BYTES, VIDEO_EXTENSIONS, type VideoExtension } from '../../../shared/constants/media';
import type { MediaInfo } from '../../../shared/content/media';
import type { Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { mediaObjectKey } from '../../platform/storage';
import { findMedia } from './media-records';
import { assertDiskRoom, assertQuotaRoom, assertUploadSlot, lockSiteQuota } from './storage-quota';
import { toMediaInfo } from './to-media-info';
import { openSlot } from './upload-slots';
import { extensionOf } from './validate-upload';

export const VIDEO_MIME: Record<VideoExtension, string> = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };

export function videoExtensionOf(fileName: string): VideoExtension {
  const extension = extensionOf(fileName);
  if (!extension) throw new AppError('BAD_REQUEST', 'media.noExtension');
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extension)) throw new AppError('BAD_REQUEST', 'media.typeNotAllowed');
  return extension as VideoExtension;
}

/**
 * Direct upload, step 1: a media row waiting for its bytes, and the URL to PUT them to. The row is a
 * slot reserving its announced size: refused when the site has its maximum of open slots, when the
 * size does not fit the quota, or when the disk is low. Unused slots expire after an hour, others
 * after 24 hours (upload-slots.ts); the client cancels one it gives up on (cancel-upload.ts).
 */
export async function createDirectUpload(db: Queryable, options: { siteId: string; fileName: string; fileSize: number }): Promise<{ url: string; id: string }> {
  const extension = videoExtensionOf(options.fileName);
  if (options.fileSize > MAX_VIDEO_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'media.videoTooLarge');
  await assertDiskRoom(options.fileSize);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await lockSiteQuota(tx, options.siteId);
    await assertUploadSlot(tx, { siteId: options.siteId });
    await assertQuotaRoom(tx, { siteId: options.siteId, bytes: options.fileSize });
    await insertUploadRow(tx, { ...options, id, extension });
  });
  return { url: `/api/v1/media/upload/${id}`, id };
}

async function insertUploadRow(db: Queryable, options: { siteId: string; fileName: string; fileSize: number; id: string; extension: VideoExtension }) {
  const { id, extension } = options;
  await db.insert(media).values({
    id,
    siteId: options.siteId,
    mediaType: 'video',
    mimeType: VIDEO_MIME[extension],
    objectKey: mediaObjectKey({ siteId: options.siteId, folder: 'videos', objectId: id, extension }),
    originalFilename: options.fileName.slice(0, 255),
    extension,
    fileSize: options.fileSize,
    status: 'upload',
    video: { source: 'own', uploadId: id, videoId: null, status: 'upload', aspectRatio: '16:9', thumbnailUrl: null },
  });
}

/** The media row of an own-video upload of this site. */
export async function findUpload(db: Queryable, options: { siteId: string; uploadId: string }) {
  const row = await findMedia(db, { siteId: options.siteId, id: options.uploadId });
  if (row.mediaType !== 'video' || row.video?.source !== 'own') throw new AppError('NOT_FOUND', 'media.notFound');
  return row;
}

/**
 * Marks a slot used as its bytes start arriving (see upload-slots.ts), if it is still open: a
 * cancelled or expired slot is gone, and its upload is refused before a byte is stored.
 */
export async function claimUploadSlot(db: Queryable, options: { siteId: string; id: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const [claimed] = await db
    .update(media)
    .set({ updatedAt: now })
    .where(and(eq(media.id, options.id), eq(media.siteId, options.siteId), openSlot(now)))
    .returning({ id: media.id });
  if (!claimed) throw new AppError('NOT_FOUND', 'media.notFound');
}

/** Records the stored size of an upload once its bytes are in storage; false when the slot went meanwhile (cancelled). */
export async function recordUploadedBytes(db: Queryable, options: { siteId: string; id: string; fileSize: number }): Promise<boolean> {
  const updated = await db
    .update(media)
    .set({ fileSize: options.fileSize, updatedAt: new Date() })
    .where(and(eq(media.id, options.id), eq(media.siteId, options.siteId), eq(media.status, 'upload')))
    .returning({ id: media.id });
  return updated.length > 0;
}

/** Direct upload, step 3: the video is ready once its bytes are stored. */
export async function createVideoEntry(
  db: Queryable,
  options: { siteId: string; uploadId: string; isStored: (key: string) => Promise<boolean> },
): Promise<MediaInfo> {
  const row = await findUpload(db, options);
  if (!row.video || !(await options.isStored(row.objectKey))) throw new AppError('BAD_REQUEST', 'media.createEntry');
  const [updated] = await db
    .update(media)
    .set({ status: 'ready', video: { ...row.video, status: 'ready' }, updatedAt: new Date() })
    .where(eq(media.id, row.id))
    .returning();
  if (!updated) throw new AppError('INTERNAL', 'media.createEntry');
  // A page that already names this video shows it once it is ready.
  invalidateCacheTags([siteTag(options.siteId)]);
  return toMediaInfo(updated);
}
