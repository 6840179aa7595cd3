import { COLOR_PALETTE } from '../constants';
import type { BlockDefinition } from '../types';

export const TEXT_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'center-left', 'center-right'] as const;
export type TextPosition = (typeof TEXT_POSITIONS)[number];

/**
 * Text over a full-width photo: the image (cropped around its focal point) under a colour overlay,
 * with title, description and a button placed at one of six positions.
 */
export const textOnImageDefinition = {
  type: 'textOnImage',
  category: 'content',
  slots: {
    image1: { kind: 'media' },
    kicker: { kind: 'text' },
    title: { kind: 'text', required: true },
    description: { kind: 'richText' },
    button1: { kind: 'button' },
  },
  options: {
    textPosition: { type: 'textPosition', default: 'center-left', values: TEXT_POSITIONS },
    overlay: {
      type: 'colorSwatches',
      default: 'header',
      values: COLOR_PALETTE,
    },
  },
} as const satisfies BlockDefinition;
