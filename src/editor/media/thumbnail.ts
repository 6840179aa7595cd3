import { YOUTUBE_THUMBNAIL } from '@/shared/constants/media';
import { type MediaInfo, mediaUrl } from '@/shared/content/media';

const ORIGINAL_ONLY = new Set(['svg', 'gif']);

/** A small preview for the library grid: the 320 px WebP variant, a video's poster, or none. */
export function thumbnailUrl(media: MediaInfo): string | null {
  if (media.mediaType === 'image') {
    return ORIGINAL_ONLY.has(media.extension.toLowerCase()) ? mediaUrl(media) : mediaUrl(media, { width: 320, format: 'webp' });
  }
  const video = media.video;
  if (!video) return null;
  if (video.thumbnailUrl) return video.thumbnailUrl;
  return video.source === 'youtube' && video.videoId ? YOUTUBE_THUMBNAIL(video.videoId) : null;
}

/** Vector and animated images cannot be cropped by the pipeline. */
export function canCrop(media: MediaInfo): boolean {
  return media.mediaType === 'image' && !ORIGINAL_ONLY.has(media.extension.toLowerCase());
}
