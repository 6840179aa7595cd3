import type { OptionDefinition, SlotDefinition } from '../types';
import { ALIGNMENTS, COLOR_PALETTE, COLUMN_LAYOUTS, IMAGE_FORMATS } from '../constants';

/** The heading slots every board has above its items. */
export const BOARD_SLOTS = {
  title: { kind: 'text' },
  description: { kind: 'richText' },
} as const satisfies Record<string, SlotDefinition>;

export const columnLayoutOption = {
  type: 'columnLayout',
  default: 'three',
  values: COLUMN_LAYOUTS,
} as const satisfies OptionDefinition;

export const imageFormatOption = {
  type: 'imageFormat',
  default: 'square',
  values: IMAGE_FORMATS,
} as const satisfies OptionDefinition;

export const alignmentOption = {
  type: 'alignment',
  default: 'left',
  values: ALIGNMENTS,
} as const satisfies OptionDefinition;

export const backgroundOption = {
  type: 'colorSwatches',
  default: 'transparent',
  values: COLOR_PALETTE,
} as const satisfies OptionDefinition;
