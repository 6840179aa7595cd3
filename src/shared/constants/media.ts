/** Media limits and defaults (editor-panels §5, §8, §9). */
export const MEDIA_PAGE_SIZE = 40;
export const VIDEO_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'] as const;
export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** A captions file (WebVTT) is text: a feature film's subtitles are a few hundred kilobytes. */
export const CAPTIONS_EXTENSION = 'vtt';
export const CAPTIONS_MIME_TYPE = 'text/vtt';
export const MAX_CAPTIONS_BYTES = 1024 * 1024;
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
/** Decoded size limit: refuses decompression ("pixel") bombs before they are decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Upload cache control: 31536000 s; objects are never overwritten, so they are immutable. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Uploaded SVGs are served as inert documents even if opened directly. */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Focal point shown by default, and the one used when computing without a stored point. */
export const DEFAULT_FOCAL_POINT = { x: 0.1, y: 0.1 } as const;
export const COMPUTE_FOCAL_POINT = { x: 0.5, y: 0.5 } as const;

export const YOUTUBE_ASPECT_RATIO = '16:9';
export const YOUTUBE_THUMBNAIL = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

/** A direct-upload slot (a video row waiting for its bytes) is abandoned after this long and removed. */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** A slot whose bytes never started arriving is abandoned sooner: it no longer blocks new uploads. */
export const UNUSED_UPLOAD_TTL_MS = 60 * 60 * 1000;
