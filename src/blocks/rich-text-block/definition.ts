import { COLUMN_WIDTHS } from '../_shared/constants';
import type { BlockDefinition } from '../types';

/** Free-form text section (editor-core §2 "Content": rich text block). */
export const richTextBlockDefinition = {
  type: 'richTextBlock',
  category: 'content',
  label: { de: 'Textblock', fr: 'Bloc de texte' },
  slots: {
    title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' } },
    textBlock: { kind: 'richText', label: { de: 'Text', fr: 'Texte' }, required: true },
  },
  options: {
    // Right-aligned running text reads badly, so this block offers only left and center.
    alignment: { type: 'alignment', label: { de: 'Ausrichtung', fr: 'Alignement' }, default: 'left', values: ['left', 'center'] },
    columnWidth: { type: 'columnWidth', label: { de: 'Spaltenbreite', fr: 'Largeur de colonne' }, default: 'narrow', values: COLUMN_WIDTHS },
  },
} as const satisfies BlockDefinition;
