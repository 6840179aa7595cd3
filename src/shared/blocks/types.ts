import type { OptionValue } from '../content/types';
import type { DisplayCondition } from './display-condition';
import type { BlockLoad } from './load';

/**
 * What a block type declares, without its view: isomorphic, so the server (publish checks, option
 * validation, add-section) and the editor read definitions without React or a block's code.
 */

/** Add-section dialog categories (editor-core §2). */
export const BLOCK_CATEGORIES = ['start', 'team', 'content', 'collections', 'various'] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

export const OPTION_TYPES = [
  'text',
  'checkbox',
  'number',
  'alignment',
  'verticalAlignment',
  'shiftedAlignment',
  'columnLayout',
  'colorSwatches',
  'gridLayout',
  'objectFit',
  'textSize',
  'textPosition',
  'gameOptions',
  'scoreOptions',
  'columnWidth',
  'link',
  'bookingLink',
  'imageFormat',
  'media',
  'poi',
  'bulkUploader',
  'mapRoute',
  'location',
  // Captions files (WebVTT media ids) of an own video, one per language: { de: id, fr: id }.
  'captions',
  // Opening hours as data (src/shared/content/opening-hours.ts), or null.
  'openingHours',
  // One of the definition's own `values` (a block-specific choice no shared type names, e.g. a listing scope).
  'choice',
] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

export type { DisplayCondition } from './display-condition';

export type OptionDefinition = {
  type: OptionType;
  default: OptionValue;
  /** Allowed values for enumerated option types. */
  values?: readonly string[];
  /** Number range; min defaults to 1 (editor-core §9). */
  range?: { min?: number; max?: number };
  /** readonly so `as const` definitions satisfy the type. */
  displayConditions?: readonly DisplayCondition[];
};

export type SlotKind = 'text' | 'richText' | 'button' | 'media';
export type SlotDefinition = {
  kind: SlotKind;
  /** Inline text input validation (editor-core §5). */
  format?: 'text' | 'number' | 'email' | 'phone' | 'url';
  /** Shown as a warning marker in edit mode when empty. */
  required?: boolean;
  /**
   * A value without a language (a time, a date, a price, a house number): stored once for all
   * languages, never missing in one (issue 15). Slots with a number/email/phone/url format are
   * neutral without saying so; see `isLanguageNeutral`.
   */
  neutral?: boolean;
};

export type BlockDefinition<O extends Record<string, OptionDefinition> = Record<string, OptionDefinition>> = {
  type: string;
  category: BlockCategory;
  slots: Record<string, SlotDefinition>;
  options: O;
  /** Offered only to health-optics businesses. */
  healthOpticsOnly?: boolean;
  /** Detail and card item types are never offered in the add-section dialog. */
  offeredInAddSection?: boolean;
  /** Data the view needs beyond its fields, loaded by the server's page loader (see load.ts). */
  load?: BlockLoad;
};
