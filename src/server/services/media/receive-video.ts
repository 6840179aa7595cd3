import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { MediaInfo } from '../../../shared/content/media';
import { MAX_VIDEO_BYTES, MEDIA_CACHE_CONTROL, type VideoExtension } from '../../../shared/constants/media';
import type { Queryable } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { ObjectExistsError, getStorage } from '../../platform/storage';
import { findMedia } from './media-records';
import { assertDiskRoom } from './storage-quota';
import { toMediaInfo } from './to-media-info';
import { claimUploadSlot, findUpload, recordUploadedBytes } from './video-upload';

/** Magic-byte families: mp4 and mov are both ISO media files and detect as either. */
const ACCEPTS: Record<VideoExtension, readonly string[]> = { mp4: ['mp4', 'm4v', 'mov'], mov: ['mov', 'mp4', 'm4v'], webm: ['webm'] };

class TooLarge extends Error {}

/**
 * Direct upload, step 2: streams the body to a temp file (never into memory) with a size limit,
 * checks the magic bytes against the announced extension, then moves it into storage.
 */
export async function receiveVideo(db: Queryable, options: { siteId: string; uploadId: string; body: ReadableStream<Uint8Array> | null }): Promise<MediaInfo> {
  const row = await findUpload(db, options);
  if (row.status === 'ready') throw new AppError('CONFLICT', 'media.alreadyUploaded');
  if (!options.body) throw new AppError('BAD_REQUEST', 'media.empty');
  // An expired or cancelled slot takes no bytes; an open one is marked used (it then lives 24 hours).
  await claimUploadSlot(db, { siteId: options.siteId, id: row.id });
  // The slot reserved the announced size against the quota: more bytes than that are refused.
  const maxBytes = Math.min(MAX_VIDEO_BYTES, row.fileSize);
  await assertDiskRoom(maxBytes);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'webbox-upload-'));
  const file = path.join(dir, 'upload');
  try {
    let size = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > maxBytes ? new TooLarge() : null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(options.body as import('node:stream/web').ReadableStream<Uint8Array>), limit, createWriteStream(file)).catch(
      (error: unknown) => {
        throw error instanceof TooLarge ? new AppError('PAYLOAD_TOO_LARGE', 'media.videoTooLarge') : error;
      },
    );
    if (size === 0) throw new AppError('BAD_REQUEST', 'media.empty');
    const detected = await fileTypeFromBuffer(await head(file, 4100));
    const extension = row.extension as VideoExtension;
    if (!detected || !(ACCEPTS[extension] ?? []).includes(detected.ext)) throw new AppError('BAD_REQUEST', 'media.typeNotAllowed');
    await getStorage()
      .putFile(row.objectKey, file, row.mimeType, MEDIA_CACHE_CONTROL)
      .catch((error: unknown) => {
        throw error instanceof ObjectExistsError ? new AppError('CONFLICT', 'media.alreadyUploaded') : error;
      });
    if (!(await recordUploadedBytes(db, { siteId: options.siteId, id: row.id, fileSize: size }))) {
      // Cancelled while the bytes were arriving: nothing may stay in storage for a row that is gone.
      await getStorage().delete(row.objectKey);
      throw new AppError('NOT_FOUND', 'media.notFound');
    }
    return toMediaInfo(await findMedia(db, { siteId: options.siteId, id: row.id }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function head(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
