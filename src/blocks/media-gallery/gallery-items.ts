import { type MediaInfo, type PictureMedia, mediaUrl, pictureMediaOf } from '../../shared/content/media';
import { altTextIn, imageAlt } from '../../shared/content/media-alt';
import type { Locale } from '../../shared/locales';
import type { OptionValue } from '../../shared/content/types';

/** Items shown at first and per "more" request; the delay before a batch appears (public-site spec). */
export const GALLERY_BATCH = 24;
export const LOAD_MORE_DELAY_MS = 500;
export const DEFAULT_GAP = 16;

export type GalleryLayout = 'grid' | 'masonry';

/** One image as the client grid needs it: serializable, resolved on the server. */
export type GalleryItem = {
  id: string;
  /** The image's `alt` in the page's language ("" when decorative or not described yet). */
  alt: string;
  /** What buttons on the image are named by: its text, else its file name without the extension. */
  label: string;
  width: number | null;
  height: number | null;
  /** What the responsive thumbnail needs of the media (MediaImage): the whole record would be the gallery island's props twice over. */
  media: PictureMedia;
  /** The lightbox's large image: a 1920 px WebP, or the original for SVG and GIF. */
  large: string;
};

const ORIGINAL_ONLY = new Set(['svg', 'gif']);

/** The stored `images` option as a list of ids; anything else reads as none. */
export function imageIdsOf(value: OptionValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];
}

/** "sommer-2024.final.jpg" → "sommer-2024.final". */
export function altOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(0, dot) : filename;
}

export function largeUrl(media: MediaInfo): string {
  return ORIGINAL_ONLY.has(media.extension.toLowerCase()) ? mediaUrl(media) : mediaUrl(media, { width: 1920, format: 'webp' });
}

/** Only ready images with an id and a URL appear, in the option's order, each once; texts in `locale`. */
export function galleryItems(ids: readonly string[], media: ReadonlyMap<string, MediaInfo> | undefined, locale: Locale): GalleryItem[] {
  const seen = new Set<string>();
  const items: GalleryItem[] = [];
  for (const id of ids) {
    const info = media?.get(id);
    if (!info?.id || seen.has(info.id) || info.mediaType !== 'image' || info.status !== 'ready' || !info.extension) continue;
    seen.add(info.id);
    const label = altTextIn(info, locale) ?? altOf(info.originalFilename);
    items.push({ id: info.id, alt: imageAlt(info, locale), label, width: info.width, height: info.height, media: pictureMediaOf(info), large: largeUrl(info) });
  }
  return items;
}
