import { type MediaInfo, mediaUrl } from '../../shared/content/media';

export const DEFAULT_ASPECT_RATIO = '16 / 9';
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** "16:9" (or "16/9") as CSS aspect-ratio; anything else is the default 16 / 9. */
export function cssAspectRatio(value: unknown): string {
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*[:/]\s*(\d+(?:\.\d+)?)\s*$/.exec(value) : null;
  const [w, h] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  return w > 0 && h > 0 ? `${w} / ${h}` : DEFAULT_ASPECT_RATIO;
}

export type VideoSource = { kind: 'own'; src: string; poster: string | null } | { kind: 'youtube'; embed: string } | { kind: 'unavailable'; youtube: boolean };

/** How a video media plays: a file of ours, a privacy-friendly YouTube embed, or not at all. */
export function videoSource(media: MediaInfo | null): VideoSource {
  const video = media?.video;
  if (media?.mediaType !== 'video' || !video) return { kind: 'unavailable', youtube: false };
  if (video.source === 'youtube') {
    const id = video.videoId ?? video.uploadId;
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', embed: `https://www.youtube-nocookie.com/embed/${id}` } : { kind: 'unavailable', youtube: true };
  }
  if (media.status !== 'ready' || video.status !== 'ready') return { kind: 'unavailable', youtube: false };
  return { kind: 'own', src: mediaUrl(media), poster: video.thumbnailUrl };
}
