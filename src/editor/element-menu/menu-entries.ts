import type { BlockDefinition, OptionDefinition } from '@/shared/blocks/types';
import type { Collection } from '@/shared/content/types';
import { ACTIVE_COLLECTIONS, type ActiveCollection } from '@/shared/content/types';

/**
 * Which entries of the per-element menu (editor-panels §2) apply to a box, read from its block
 * definition alone so the menu and its tests agree on it.
 */
export type MenuEntry =
  | 'options'
  | 'linkOptions'
  | 'media'
  | 'bulkUpload'
  | 'fieldVisibility'
  | 'moveUp'
  | 'moveDown'
  | 'editCollection'
  | 'aiTranslation'
  | 'generateText'
  | 'languageVisibility'
  | 'editPage';

/** Option types that have their own entry instead of living under "Optionen". */
const LINK_OPTION_TYPES = new Set<OptionDefinition['type']>(['link', 'bookingLink']);
const BULK_OPTION_TYPES = new Set<OptionDefinition['type']>(['bulkUploader']);

export function optionsOfTypes(definition: BlockDefinition, types: ReadonlySet<OptionDefinition['type']>): Record<string, OptionDefinition> {
  return Object.fromEntries(Object.entries(definition.options).filter(([, option]) => types.has(option.type)));
}
export const linkOptionsOf = (definition: BlockDefinition) => optionsOfTypes(definition, LINK_OPTION_TYPES);
export const bulkOptionsOf = (definition: BlockDefinition) => optionsOfTypes(definition, BULK_OPTION_TYPES);

export const slotsOfKind = (definition: BlockDefinition, kind: 'button' | 'media') =>
  Object.entries(definition.slots)
    .filter(([, slot]) => slot.kind === kind)
    .map(([name]) => name);

/** The active collection a container box lists, or null for any other box. */
export function containerCollection(definition: BlockDefinition): ActiveCollection | null {
  const load = definition.load;
  if (load?.kind !== 'collectionItems') return null;
  return (ACTIVE_COLLECTIONS as readonly string[]).includes(load.collection) ? (load.collection as ActiveCollection) : null;
}

/** Detail boxes sit on a collection item's page; their menu links to that page's editing. */
const DETAIL_TYPES = new Set(['teamDetails', 'testimonialDetails']);

export function menuEntries(definition: BlockDefinition, context: { pageCollection: Collection | null }): MenuEntry[] {
  const entries: MenuEntry[] = [];
  if (Object.keys(definition.options).length > 0) entries.push('options');
  if (slotsOfKind(definition, 'button').length > 0 || Object.keys(linkOptionsOf(definition)).length > 0) entries.push('linkOptions');
  if (slotsOfKind(definition, 'media').length > 0) entries.push('media');
  if (Object.keys(bulkOptionsOf(definition)).length > 0) entries.push('bulkUpload');
  if (Object.keys(definition.slots).length > 0) entries.push('fieldVisibility');
  entries.push('moveUp', 'moveDown');
  if (containerCollection(definition)) entries.push('editCollection');
  entries.push('aiTranslation', 'generateText', 'languageVisibility');
  if (DETAIL_TYPES.has(definition.type) && context.pageCollection !== null) entries.push('editPage');
  return entries;
}
