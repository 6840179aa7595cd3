import { ALIGNMENTS, COLOR_PALETTE, TEXT_SIZES } from '../constants';
import type { BlockDefinition } from '../types';

/** Opening section of a page: big title over a brand-coloured backdrop (editor-core §2 "Start"). */
export const heroDefinition = {
  type: 'hero',
  category: 'start',
  slots: {
    kicker: { kind: 'text' },
    title: { kind: 'text', required: true },
    subtitle: { kind: 'richText' },
    button1: { kind: 'button' },
    button2: { kind: 'button' },
    image1: { kind: 'media' },
  },
  options: {
    alignment: { type: 'alignment', default: 'left', values: ALIGNMENTS },
    textSize: { type: 'textSize', default: 'large', values: TEXT_SIZES },
    background: {
      type: 'colorSwatches',
      default: 'header',
      values: COLOR_PALETTE,
    },
    fullHeight: { type: 'checkbox', default: false },
  },
} as const satisfies BlockDefinition;
