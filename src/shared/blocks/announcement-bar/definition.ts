import { ALIGNMENTS, COLOR_PALETTE } from '../constants';
import type { BlockDefinition } from '../types';

/** A slim bar at the top of the page: one line of text and an optional link, dismissible per session. */
export const announcementBarDefinition = {
  type: 'announcementBar',
  category: 'start',
  slots: {
    text: { kind: 'text', required: true },
    link: { kind: 'button' },
  },
  options: {
    background: {
      type: 'colorSwatches',
      default: 'primary',
      values: COLOR_PALETTE,
    },
    alignment: { type: 'alignment', default: 'center', values: ALIGNMENTS },
    dismissible: { type: 'checkbox', default: true },
  },
} as const satisfies BlockDefinition;
