import { COLOR_PALETTE } from '../constants';
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
  slots: {
    title: { kind: 'text' },
    image1: { kind: 'media' },
    image2: { kind: 'media' },
    image3: { kind: 'media' },
    image4: { kind: 'media' },
    image5: { kind: 'media' },
  },
  options: {
    imageCount: {
      type: 'number',
      default: COLLAGE_MAX,
      range: { min: COLLAGE_MIN, max: COLLAGE_MAX },
    },
    background: {
      type: 'colorSwatches',
      default: 'transparent',
      values: COLOR_PALETTE,
    },
  },
} as const satisfies BlockDefinition;
