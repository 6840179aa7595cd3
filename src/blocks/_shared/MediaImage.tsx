import { decode, isBlurhashValid } from 'blurhash';
import type { CSSProperties, ReactNode } from 'react';
import { type FocalPoint, IMAGE_WIDTHS, type ImageFormat, type PictureMedia, mediaUrl, objectPosition } from '../../shared/content/media';

/**
 * A responsive image from the media library, renderable on the server with no client code:
 * `<picture>` offers AVIF and WebP, the `<img>` falls back to JPEG (PNG for images that may be
 * transparent) over every standard width not wider than the original. Width and height reserve
 * the space (no layout shift); a blur-hash placeholder paints the average colours until it loads.
 */
export type MediaImageProps = {
  media: PictureMedia;
  /** Empty for decorative images. */
  alt: string;
  /** How wide the image is shown, for the browser to choose a width (default: full viewport). */
  sizes?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Overrides the media's own focal point. */
  focalPoint?: FocalPoint;
  /**
   * Origin of the site the media belongs to, when that is not the page's site (a listing of
   * another business): media are served per host, so its URLs must be absolute on that site.
   */
  origin?: string;
};

/** Served as the original file: vectors and (possibly animated) GIFs are never re-encoded. */
const ORIGINAL_ONLY = new Set(['svg', 'gif']);
const TRANSPARENT = new Set(['png', 'webp', 'avif']);
/** Fallback `src` width for browsers without srcset support. */
const FALLBACK_WIDTH = 1280;

/** The offered widths: standard widths up to the original's; the smallest one for tiny images. */
export function imageWidths(width: number | null): number[] {
  if (width === null || width <= 0) return [...IMAGE_WIDTHS];
  const fitting = IMAGE_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [IMAGE_WIDTHS[0]];
}

function srcSet(media: PictureMedia, widths: number[], format: ImageFormat, origin = ''): string {
  return widths.map((width) => `${origin}${mediaUrl(media, { width, format })} ${width}w`).join(', ');
}

const rgb = (pixels: Uint8ClampedArray, i: number) => `rgb(${pixels[i]},${pixels[i + 1]},${pixels[i + 2]})`;

/**
 * The blur hash decoded to 4×3 pixels and drawn as three horizontal gradients: a few hundred bytes
 * of CSS, no canvas, no client code. Null for a missing or invalid hash.
 */
export function blurPlaceholder(hash: string | null): CSSProperties | null {
  if (!hash) return null;
  // Decoded once per hash: a page of images decoded each one on every render.
  const known = placeholders.get(hash);
  if (known !== undefined) return known;
  const placeholder = decodePlaceholder(hash);
  if (placeholders.size >= MAX_PLACEHOLDERS) placeholders.clear();
  placeholders.set(hash, placeholder);
  return placeholder;
}

const MAX_PLACEHOLDERS = 5000;
const placeholders = new Map<string, Readonly<CSSProperties> | null>();

function decodePlaceholder(hash: string): CSSProperties | null {
  if (!isBlurhashValid(hash).result) return null;
  const [cols, rows] = [4, 3];
  const pixels = decode(hash, cols, rows);
  const gradients = Array.from({ length: rows }, (_, row) => {
    const stops = Array.from({ length: cols }, (_, col) => rgb(pixels, (row * cols + col) * 4));
    return `linear-gradient(90deg,${stops.join(',')})`;
  });
  return {
    backgroundImage: gradients.join(','),
    backgroundSize: `100% ${100 / rows + 0.5}%`,
    backgroundPosition: '0 0,0 50%,0 100%',
    backgroundRepeat: 'no-repeat',
  };
}

export function MediaImage(props: MediaImageProps): ReactNode {
  const { media, alt, sizes = '100vw', className, loading = 'lazy', fetchPriority, focalPoint, origin = '' } = props;
  const dimensions = media.width && media.height ? { width: media.width, height: media.height } : {};
  const position = objectPosition(focalPoint ?? media.focalPoint);
  const common = { className, loading, fetchPriority, decoding: 'async' as const, ...dimensions };

  if (ORIGINAL_ONLY.has(media.extension.toLowerCase())) {
    // biome-ignore lint/performance/noImgElement: our own variant pipeline; next/image would add a second one.
    return <img alt={alt} {...common} src={`${origin}${mediaUrl(media)}`} style={{ objectPosition: position }} />;
  }

  const widths = imageWidths(media.width);
  const fallback: ImageFormat = TRANSPARENT.has(media.extension.toLowerCase()) ? 'png' : 'jpeg';
  const fallbackWidth = widths.filter((w) => w <= FALLBACK_WIDTH).at(-1) ?? IMAGE_WIDTHS[0];
  // A placeholder behind a transparent image would show through it once loaded.
  const placeholder = fallback === 'jpeg' ? blurPlaceholder(media.blurHash) : null;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(media, widths, 'avif', origin)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(media, widths, 'webp', origin)} sizes={sizes} />
      <img
        alt={alt}
        {...common}
        src={`${origin}${mediaUrl(media, { width: fallbackWidth, format: fallback })}`}
        srcSet={srcSet(media, widths, fallback, origin)}
        sizes={sizes}
        style={{ objectPosition: position, ...placeholder }}
      />
    </picture>
  );
}
