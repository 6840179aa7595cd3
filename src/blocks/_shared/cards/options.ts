import type { OptionDefinition, SlotDefinition } from '../../types';
import { ALIGNMENTS, COLOR_PALETTE } from '../constants';
import { COLUMN_LAYOUTS, IMAGE_FORMATS } from './layout';

/** The heading slots every board has above its items. */
export const BOARD_SLOTS = {
  title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' } },
  description: { kind: 'richText', label: { de: 'Beschreibung', fr: 'Description' } },
} as const satisfies Record<string, SlotDefinition>;

export const columnLayoutOption = {
  type: 'columnLayout',
  label: { de: 'Spalten', fr: 'Colonnes' },
  default: 'three',
  values: COLUMN_LAYOUTS,
} as const satisfies OptionDefinition;

export const imageFormatOption = {
  type: 'imageFormat',
  label: { de: 'Bildformat', fr: "Format d'image" },
  default: 'square',
  values: IMAGE_FORMATS,
} as const satisfies OptionDefinition;

export const alignmentOption = {
  type: 'alignment',
  label: { de: 'Ausrichtung', fr: 'Alignement' },
  default: 'left',
  values: ALIGNMENTS,
} as const satisfies OptionDefinition;

export const backgroundOption = {
  type: 'colorSwatches',
  label: { de: 'Hintergrundfarbe', fr: "Couleur d'arrière-plan" },
  default: 'transparent',
  values: COLOR_PALETTE,
} as const satisfies OptionDefinition;
