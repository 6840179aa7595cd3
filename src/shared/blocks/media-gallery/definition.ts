import type { BlockDefinition } from '../types';

/** A grid or masonry of images with a lightbox, shown 24 at a time (public-site "Media gallery"). */
export const mediaGalleryDefinition = {
  type: 'mediaGallery',
  category: 'content',
  slots: {
    title: { kind: 'text' },
  },
  options: {
    // Media uuids in display order; the server validates them (validate-option.ts).
    images: { type: 'bulkUploader', default: [] },
    layout: { type: 'gridLayout', values: ['grid', 'masonry'], default: 'grid' },
    gap: { type: 'number', range: { min: 0, max: 64 }, default: 16 },
  },
} as const satisfies BlockDefinition;
