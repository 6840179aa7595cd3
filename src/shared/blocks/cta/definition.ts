import { ALIGNMENTS, COLOR_PALETTE } from '../constants';
import type { BlockDefinition } from '../types';

/** "Call to action": one message and one button on a coloured band (editor-core §2 "Content"). */
export const ctaDefinition = {
  type: 'cta',
  category: 'content',
  slots: {
    kicker: { kind: 'text' },
    title: { kind: 'text', required: true },
    description: { kind: 'richText' },
    button1: { kind: 'button', required: true },
  },
  options: {
    alignment: { type: 'alignment', default: 'center', values: ALIGNMENTS },
    background: {
      type: 'colorSwatches',
      default: 'primary',
      values: COLOR_PALETTE,
    },
  },
} as const satisfies BlockDefinition;
