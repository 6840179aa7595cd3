import { COLOR_PALETTE } from '../constants';
import type { BlockDefinition } from '../types';

export const BUBBLE_POSITIONS = ['left', 'right'] as const;
export type BubblePosition = (typeof BUBBLE_POSITIONS)[number];

/** A round bubble floating in a lower corner: a short text and a link, dismissible per session. */
export const announcementBubbleDefinition = {
  type: 'announcementBubble',
  category: 'start',
  slots: {
    text: { kind: 'text', required: true },
    link: { kind: 'button' },
  },
  options: {
    position: { type: 'alignment', default: 'right', values: BUBBLE_POSITIONS },
    background: {
      type: 'colorSwatches',
      default: 'primary',
      values: COLOR_PALETTE,
    },
    dismissible: { type: 'checkbox', default: true },
  },
} as const satisfies BlockDefinition;
