import { randomUUID } from 'node:crypto';
import type { MediaInfo } from '../../../shared/content/media';
import { CAPTIONS_EXTENSION, CAPTIONS_MIME_TYPE, MEDIA_CACHE_CONTROL } from '../../../shared/constants/media';
import type { Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { getStorage, mediaObjectKey } from '../../platform/storage';
import { assertRoomFor } from './storage-quota';
import { toMediaInfo } from './to-media-info';
import type { UploadImageOptions } from './upload-image';
import { validateCaptionsUpload } from './validate-captions';

/**
 * A captions file for own videos (issue 17): checked, stored like an image's original, listed as a
 * document. Served as `text/vtt` with the media routes' inert headers; a video's track points at it.
 */
export async function uploadCaptions(db: Queryable, options: UploadImageOptions): Promise<MediaInfo> {
  validateCaptionsUpload(options.bytes);
  await assertRoomFor(db, { siteId: options.siteId, bytes: options.bytes.length });
  const id = randomUUID();
  const objectKey = mediaObjectKey({ siteId: options.siteId, folder: options.folder, groupId: options.groupId, objectId: id, extension: CAPTIONS_EXTENSION });
  const storage = getStorage();
  await storage.put(objectKey, options.bytes, CAPTIONS_MIME_TYPE, MEDIA_CACHE_CONTROL);
  try {
    const [row] = await db
      .insert(media)
      .values({
        id,
        siteId: options.siteId,
        mediaType: 'document',
        mimeType: CAPTIONS_MIME_TYPE,
        folder: options.folder ?? null,
        objectKey,
        originalFilename: options.fileName.slice(0, 255),
        extension: CAPTIONS_EXTENSION,
        fileSize: options.bytes.length,
        tags: [...new Set(options.tags ?? [])],
        status: 'ready',
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'media.insertFailed');
    return toMediaInfo(row);
  } catch (error) {
    await storage.delete(objectKey).catch(() => undefined);
    throw error;
  }
}
