'use client';

import type { MediaInfo } from '@/shared/content/media';
import type { Localized } from '@/shared/locales';
import type {
  ZCancelUploadRequest,
  ZCreateEntryRequest,
  ZCropImageRequest,
  ZDeleteMediaRequest,
  ZDirectUploadRequest,
  ZTranslateAltRequest,
  ZUpdateMediaRequest,
  StorageUsage,
  ZYouTubeRequest,
} from '@/shared/schemas/media';
import { failureError, languageHeaders, readEnvelope, unwrap } from '@/shared/api/request';
import { ApiError, apiGet, apiPost, editorApiLanguage } from '../api-client';
import { sendWithProgress } from './xhr';

/** The media endpoints the library calls (editor-panels §7); all answer with the API envelope. */
export type MediaPage = { items: MediaInfo[]; total: number; page: number; pageSize: number; usage?: StorageUsage };
export type MediaQuery = { mediaType: 'image' | 'video'; page: number; pageSize: number; folder?: string; tags?: string[] };
export type CropRequest = { id: string; cropArea: { x: number; y: number; width: number; height: number }; focalPoint?: { x: number; y: number } };

export function listMedia(query: MediaQuery): Promise<MediaPage> {
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize), mediaType: query.mediaType };
  if (query.folder) params.folder = query.folder;
  if (query.tags && query.tags.length > 0) params.tags = query.tags.join(',');
  // The server lists own videos by default; the library shows YouTube entries beside them.
  if (query.mediaType === 'video') params.source = 'all';
  return apiGet<MediaPage>('/media', params);
}

export function getMedia(id: string): Promise<MediaInfo> {
  return apiGet<MediaInfo>(`/media/${encodeURIComponent(id)}`);
}

function envelopeOf<T>(status: number, text: string): T {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return unwrap(readEnvelope<T>(status, body));
}

/** Uploads one image as multipart form data, reporting progress 0–100. */
export async function uploadImage(file: File, target: { folder?: string; tags?: string[] }, onProgress: (percent: number) => void): Promise<MediaInfo> {
  const form = new FormData();
  form.append('file', file);
  if (target.folder) form.append('folder', target.folder);
  if (target.tags && target.tags.length > 0) form.append('tags', target.tags.join(','));
  const response = await sendWithProgress({
    method: 'POST',
    url: '/api/v1/media/upload',
    body: form,
    headers: languageHeaders({ language: editorApiLanguage() }),
    onProgress,
  });
  return envelopeOf<MediaInfo>(response.status, response.text);
}

/** Own video, step 1: where to put the file. */
export async function requestDirectUpload(file: File): Promise<{ url: string; id: string }> {
  const data = await apiPost<typeof ZDirectUploadRequest, { url?: string; id?: string } | null>('/media/directUpload', (s) => s.ZDirectUploadRequest, {
    fileName: file.name,
    fileSize: file.size,
    mimeType: file.type,
  });
  if (!data?.url || !data.id) throw failureError(500);
  return { url: data.url, id: data.id };
}

/** Own video, step 2: the file body itself, straight to the upload URL. */
export async function putVideo(url: string, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  const headers = { 'content-type': file.type, ...languageHeaders({ language: editorApiLanguage() }) };
  const response = await sendWithProgress({ method: 'PUT', url, body: file, headers, onProgress, signal });
  if (response.status >= 200 && response.status < 300) return;
  // Our own upload route answers with the envelope; object storage with XML, read as no sentence.
  const result = (() => {
    try {
      return readEnvelope(response.status, JSON.parse(response.text));
    } catch {
      return null;
    }
  })();
  if (result && !result.ok && result.error) throw new ApiError(result.error, response.status);
  throw failureError(response.status);
}

/** Own video, given up (cancelled or failed): the slot goes at once instead of blocking the site's uploads for an hour. */
export async function cancelDirectUpload(uploadId: string): Promise<void> {
  // keepalive: the call still goes out when the library closes or the page is left mid-upload.
  await apiPost<typeof ZCancelUploadRequest>('/media/cancelUpload', (s) => s.ZCancelUploadRequest, { uploadId }, 'POST', { keepalive: true });
}

/** Own video, step 3: the media entry for the uploaded file. */
export async function createVideoEntry(uploadId: string): Promise<MediaInfo> {
  const media = await apiPost<typeof ZCreateEntryRequest, MediaInfo | null>('/media/createEntry', (s) => s.ZCreateEntryRequest, { uploadId });
  if (!media?.id) throw failureError(500);
  return media;
}

export async function cropImage(media: CropRequest): Promise<MediaInfo> {
  const data = await apiPost<typeof ZCropImageRequest, { status?: number; croppedMedia?: MediaInfo } | null>('/media/cropImage', (s) => s.ZCropImageRequest, {
    media,
  });
  if (!data?.croppedMedia) throw failureError(500);
  return data.croppedMedia;
}

export type MediaUpdate = {
  id: string;
  focalPoint?: { x: number; y: number };
  tags?: string[];
  folder?: string | null;
  /** Alternative texts of the languages given ("" clears one). */
  alt?: Localized<string>;
  decorative?: boolean;
};

export function updateMedia(media: MediaUpdate): Promise<MediaInfo> {
  return apiPost<typeof ZUpdateMediaRequest, MediaInfo>('/media/update', (s) => s.ZUpdateMediaRequest, { media });
}

/** AI translation of an image's alternative text into the site languages still without one. */
export function translateAlt(id: string): Promise<MediaInfo> {
  return apiPost<typeof ZTranslateAltRequest, MediaInfo>('/media/translateAlt', (s) => s.ZTranslateAltRequest, { id });
}

export async function deleteMedia(mediaId: string): Promise<void> {
  const data = await apiPost<typeof ZDeleteMediaRequest, { success?: boolean; error?: string | null } | null>('/media/delete', (s) => s.ZDeleteMediaRequest, {
    mediaId,
  });
  if (data && data.success === false) throw data.error ? new ApiError(data.error, 500) : failureError(500);
}

export function saveYouTube(request: { videoId: string; youtubeUrl: string; thumbnailUrl: string; aspectRatio: string }): Promise<MediaInfo> {
  return apiPost<typeof ZYouTubeRequest, MediaInfo>('/media/youtube', (s) => s.ZYouTubeRequest, request);
}
