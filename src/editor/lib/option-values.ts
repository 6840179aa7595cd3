import { OPTION_TYPE_VALUES } from '@/shared/blocks/constants';
import type { OptionDefinition } from '@/shared/blocks/types';

/** Game setup actions (editor-core §3 "game options"), absent from the shared value lists. */
export const GAME_OPTION_VALUES = ['start', 'addPlayers', 'share', 'coupon'] as const;

/** Option types edited as one choice among named values. */
export const CHOICE_OPTION_TYPES = [
  'alignment',
  'verticalAlignment',
  'shiftedAlignment',
  'objectFit',
  'gridLayout',
  'textSize',
  'columnLayout',
  'columnWidth',
  'imageFormat',
  'textPosition',
  'scoreOptions',
  'gameOptions',
  'choice',
] as const;

export function isChoiceOptionType(type: string): boolean {
  return (CHOICE_OPTION_TYPES as readonly string[]).includes(type);
}

/** The values offered for an enumerated option: the definition's own, else the type's list. */
export function choiceValues(definition: Pick<OptionDefinition, 'type' | 'values'>): readonly string[] {
  if (definition.values) return definition.values;
  if (definition.type === 'gameOptions') return GAME_OPTION_VALUES;
  return OPTION_TYPE_VALUES[definition.type] ?? [];
}

/** Checkbox options save this long after the toggle (editor-core §9). */
export const CHECKBOX_SAVE_DELAY_MS = 100;
