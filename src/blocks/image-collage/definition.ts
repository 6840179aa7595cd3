import { COLOR_PALETTE } from '../_shared/constants';
import type { BlockDefinition } from '../types';

export const COLLAGE_MIN = 3;
export const COLLAGE_MAX = 5;

/**
 * Three to five images in an overlapping, slightly turned collage with an optional title. The
 * number of tiles is an option; a tile whose image is empty shows a theme gradient instead.
 */
export const imageCollageDefinition = {
  type: 'imageCollage',
  category: 'content',
  label: { de: 'Bildcollage', fr: "Collage d'images" },
  slots: {
    title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' } },
    image1: { kind: 'media', label: { de: 'Bild 1', fr: 'Image 1' } },
    image2: { kind: 'media', label: { de: 'Bild 2', fr: 'Image 2' } },
    image3: { kind: 'media', label: { de: 'Bild 3', fr: 'Image 3' } },
    image4: { kind: 'media', label: { de: 'Bild 4', fr: 'Image 4' } },
    image5: { kind: 'media', label: { de: 'Bild 5', fr: 'Image 5' } },
  },
  options: {
    imageCount: {
      type: 'number',
      label: { de: 'Anzahl Bilder', fr: "Nombre d'images" },
      default: COLLAGE_MAX,
      range: { min: COLLAGE_MIN, max: COLLAGE_MAX },
    },
    background: {
      type: 'colorSwatches',
      label: { de: 'Hintergrundfarbe', fr: "Couleur d'arrière-plan" },
      default: 'transparent',
      values: COLOR_PALETTE,
    },
  },
} as const satisfies BlockDefinition;
