import type { ReactNode } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import type { GalleryItem } from './gallery-items';

/** yet-another-react-lightbox's label keys, in the page language. */
export type LightboxLabels = { Previous: string; Next: string; Close: string; Lightbox: string; Slide: string; Carousel: string };

export type GalleryLightboxProps = {
  items: GalleryItem[];
  /** The open image, or -1 when closed. */
  index: number;
  close: () => void;
  labels: LightboxLabels;
};

/**
 * The gallery's lightbox with its style sheet. Loaded by `MediaGallery.client.tsx` with a dynamic
 * import on the first open, so neither its script nor its CSS is part of any page's first load.
 */
export default function GalleryLightbox({ items, index, close, labels }: GalleryLightboxProps): ReactNode {
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={close}
      labels={labels}
      slides={items.map((item) => ({ src: item.large, alt: item.alt, width: item.width ?? undefined, height: item.height ?? undefined }))}
    />
  );
}
