import type { BlockDefinition } from '../types';

/** A grid or masonry of images with a lightbox, shown 24 at a time (public-site "Media gallery"). */
export const mediaGalleryDefinition = {
  type: 'mediaGallery',
  category: 'content',
  label: { de: 'Mediengalerie', fr: 'Galerie média' },
  slots: {
    title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' } },
  },
  options: {
    // Media uuids in display order; the server validates them (validate-option.ts).
    images: { type: 'bulkUploader', label: { de: 'Bilder', fr: 'Images' }, default: [] },
    layout: { type: 'gridLayout', label: { de: 'Layout', fr: 'Mise en page' }, values: ['grid', 'masonry'], default: 'grid' },
    gap: { type: 'number', label: { de: 'Abstand', fr: 'Espacement' }, range: { min: 0, max: 64 }, default: 16 },
  },
} as const satisfies BlockDefinition;
