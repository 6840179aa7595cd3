import type { FieldContent, GroupNode, PageTree } from '../content/types';
import type { Locale } from '../locales';
import { getBlockDefinition } from './definitions';
import { slotDefinition } from './numbered-slots';
import type { SlotDefinition } from './types';

const NEUTRAL_FORMATS = new Set<SlotDefinition['format']>(['number', 'email', 'phone', 'url']);

/**
 * Whether a slot holds a value without a language (phone, e-mail, URL, number, date, time, price):
 * such values are stored once, so editing them in one language changes them in all and never
 * blanks another (issue 15). Media and links are neutral by construction (mediaId, options).
 */
export function isLanguageNeutral(slot: SlotDefinition): boolean {
  return slot.kind === 'text' && (slot.neutral === true || NEUTRAL_FORMATS.has(slot.format));
}

/** Whether `slot` of a block type is language-neutral (unknown types and slots are not). */
export function isNeutralSlot(blockType: string, slot: string): boolean {
  const definition = getBlockDefinition(blockType);
  return definition ? isLanguageNeutral(slotDefinition(definition.slots, slot)) : false;
}

/**
 * One value for every language out of per-language values stored before neutral slots existed:
 * the default language's, else the first filled one in the site's language order.
 */
export function neutralValue(content: FieldContent | null, defaultLocale: Locale): string | null {
  if (!content) return null;
  if (content.type === 'single') return content.value;
  if (content.type !== 'localizedSingleValue') return null;
  const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
  const preferred = content.values[defaultLocale];
  if (filled(preferred)) return preferred;
  return Object.values(content.values).find(filled) ?? null;
}

function normaliseGroup(group: GroupNode, defaultLocale: Locale): GroupNode {
  let changed = false;
  const fields = { ...group.fields };
  for (const [slot, field] of Object.entries(group.fields)) {
    if (field.content?.type !== 'localizedSingleValue' || !isNeutralSlot(group.type, slot)) continue;
    fields[slot] = { ...field, content: { type: 'single', value: neutralValue(field.content, defaultLocale) } };
    changed = true;
  }
  return changed ? { ...group, fields } : group;
}

/**
 * A tree whose neutral slots hold one value: published snapshots written before neutral slots
 * existed still carry per-language values (a phone corrected in German only); readers see it in all.
 */
export function normaliseNeutralFields(tree: PageTree, defaultLocale: Locale): PageTree {
  const groups = tree.groups.map((group) => normaliseGroup(group, defaultLocale));
  return groups.every((group, index) => group === tree.groups[index]) ? tree : { ...tree, groups };
}
