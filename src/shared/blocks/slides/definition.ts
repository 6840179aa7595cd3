import { numberedSlots } from '../numbered-slots';
import { COLOR_PALETTE } from '../constants';
import type { BlockDefinition, SlotDefinition } from '../types';

/** One full-screen slide. The container stores them numbered (title1..title8, …; see cards/items.ts). */
export const SLIDE_SLOTS = {
  title: { kind: 'text' },
  description: { kind: 'text' },
  button: { kind: 'button' },
} as const satisfies Record<string, SlotDefinition>;
export const SLIDE_FIELDS = Object.keys(SLIDE_SLOTS);

/** Full-screen slides changed by a vertical drag, the keyboard or the scroll-down hint (public-site §2.3, §4.3). */
export const slidesDefinition = {
  type: 'slides',
  category: 'various',
  slots: numberedSlots(SLIDE_SLOTS),
  options: {
    background: {
      type: 'colorSwatches',
      default: 'header',
      values: COLOR_PALETTE,
    },
  },
} as const satisfies BlockDefinition;
