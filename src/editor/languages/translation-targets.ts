import type { SectionFieldSummary } from '@/blocks/types';
import type { BlockDefinition, SlotDefinition } from '@/shared/blocks/types';
import type { Locale } from '@/shared/locales';

/**
 * The language a box is translated from by default: the site's default language, or — when the
 * target is the default — the first other site language (editor-panels §2 "AI translation").
 */
export function defaultSource(locales: readonly Locale[], defaultLocale: Locale, target: Locale): Locale {
  if (defaultLocale !== target) return defaultLocale;
  return locales.find((locale) => locale !== target) ?? defaultLocale;
}

/** Formats whose values have no language (a number, an address): never sent to the translator. */
const NEUTRAL_FORMATS = new Set<SlotDefinition['format']>(['number', 'email', 'phone', 'url']);

/** Whether a slot holds words a translator should see: texts, rich texts and button labels. */
export function isTranslatableSlot(slot: SlotDefinition): boolean {
  // `neutral` marks a time, a date or a price stored once for all languages (issue 15).
  if ((slot as { neutral?: boolean }).neutral === true) return false;
  if (slot.kind === 'richText' || slot.kind === 'button') return true;
  return slot.kind === 'text' && !NEUTRAL_FORMATS.has(slot.format);
}

/**
 * The box's stored text fields, in the definition's slot order. The field summaries carry no
 * content, so a field empty in the source language is listed too; the server answers 0 for it.
 */
export function translatableFields(definition: BlockDefinition, fields: Readonly<Record<string, SectionFieldSummary>>): { slot: string; fieldId: string }[] {
  return Object.entries(definition.slots).flatMap(([slot, slotDefinition]) => {
    const field = fields[slot];
    return field && isTranslatableSlot(slotDefinition) ? [{ slot, fieldId: field.id }] : [];
  });
}
