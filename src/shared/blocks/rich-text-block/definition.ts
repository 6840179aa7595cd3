import { COLUMN_WIDTHS } from '../constants';
import type { BlockDefinition } from '../types';

/** Free-form text section (editor-core §2 "Content": rich text block). */
export const richTextBlockDefinition = {
  type: 'richTextBlock',
  category: 'content',
  slots: {
    title: { kind: 'text' },
    textBlock: { kind: 'richText', required: true },
  },
  options: {
    // Right-aligned running text reads badly, so this block offers only left and center.
    alignment: { type: 'alignment', default: 'left', values: ['left', 'center'] },
    columnWidth: { type: 'columnWidth', default: 'narrow', values: COLUMN_WIDTHS },
  },
} as const satisfies BlockDefinition;
