import type { Locale, Localized } from '../locales';

/**
 * Media as pages and the editor see it (editor-panels §3 "Media"). Objects are immutable: a crop
 * is a new child media, so a media id's URLs never change and can be cached for a year.
 */
export const MEDIA_TYPES = ['image', 'video', 'audio', 'document'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export type MediaStatus = 'upload' | 'ready';

export type FocalPoint = { x: number; y: number };
/** Percent of the parent image (0–100). */
export type CropArea = { x: number; y: number; width: number; height: number };
export type VideoSettings = {
  source: 'own' | 'youtube';
  /** Own video: the upload id the client polls for; YouTube: the 11-character video id. */
  uploadId: string | null;
  videoId: string | null;
  status: MediaStatus;
  aspectRatio: string;
  thumbnailUrl: string | null;
};

export type MediaInfo = {
  id: string;
  parentId: string | null;
  mediaType: MediaType;
  mimeType: string;
  extension: string;
  originalFilename: string;
  fileSize: number;
  width: number | null;
  height: number | null;
  blurHash: string | null;
  focalPoint: FocalPoint;
  cropArea: CropArea | null;
  tags: string[];
  folder: string | null;
  video: VideoSettings | null;
  status: MediaStatus;
  createdAt: string;
  /** Alternative text per site language (`media-alt.ts`); a crop shares its original's. */
  alt: Localized<string>;
  /** Purely decorative: visitors get `alt=""` whatever the texts say. */
  decorative: boolean;
  /** Languages whose alternative text is a machine translation nobody has edited yet. */
  altMachineTranslated: Locale[];
};

/** What a responsive image needs of its media (MediaImage): islands carry only this in their props. */
export type PictureMedia = Pick<MediaInfo, 'id' | 'extension' | 'width' | 'height' | 'blurHash' | 'focalPoint'>;

export function pictureMediaOf(media: MediaInfo): PictureMedia {
  return { id: media.id, extension: media.extension, width: media.width, height: media.height, blurHash: media.blurHash, focalPoint: media.focalPoint };
}

/** Widths images are offered in (srcset); a variant is made once per width and format, then kept. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920, 2560] as const;
export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** The URL of the original file, or of a resized/re-encoded variant of an image. */
export function mediaUrl(media: Pick<MediaInfo, 'id' | 'extension'>, variant?: { width: number; format: ImageFormat }): string {
  return variant ? `/media/${media.id}/w${variant.width}.${variant.format}` : `/media/${media.id}/original.${media.extension}`;
}

/** Focal point as CSS object-position. */
export function objectPosition(focal: FocalPoint): string {
  return `${Math.round(focal.x * 100)}% ${Math.round(focal.y * 100)}%`;
}
