import { makeMedia } from '@/blocks/_shared/testing';
import type { MediaInfo } from '@/shared/content/media';

/** Media fixtures with valid uuids (the shared schemas check them); never imported by runtime code. */
export function uuid(n: number): string {
  return `5a0c3e1d-9999-4999-8999-${String(n).padStart(12, '0')}`;
}

export function image(n: number, overrides: Partial<MediaInfo> = {}): MediaInfo {
  return makeMedia({ id: uuid(n), originalFilename: `foto-${n}.jpg`, fileSize: 1536 * n, ...overrides });
}

export function ownVideo(n: number, status: 'upload' | 'ready' = 'ready'): MediaInfo {
  return makeMedia({
    id: uuid(n),
    mediaType: 'video',
    extension: 'mp4',
    mimeType: 'video/mp4',
    originalFilename: `film-${n}.mp4`,
    status,
    video: { source: 'own', uploadId: uuid(900 + n), videoId: null, status, aspectRatio: '16:9', thumbnailUrl: null },
  });
}
