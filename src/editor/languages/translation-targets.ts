import type { SectionFieldSummary } from '@/blocks/types';
import { isLanguageNeutral } from '@/shared/blocks/language-neutral';
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

/** Whether a slot holds words a translator should see: texts, rich texts and button labels, not neutral values. */
export function isTranslatableSlot(slot: SlotDefinition): boolean {
  return slot.kind !== 'media' && !isLanguageNeutral(slot);
}

/**
 * The box's stored text fields with text in `from`, in the definition's slot order (a summary
 * without `filled` — an older page render — is listed; the server answers 400 if it is empty).
 */
export function translatableFields(
  definition: BlockDefinition,
  fields: Readonly<Record<string, SectionFieldSummary>>,
  from?: Locale,
): { slot: string; fieldId: string }[] {
  return Object.entries(definition.slots).flatMap(([slot, slotDefinition]) => {
    const field = fields[slot];
    const hasSource = from === undefined || field?.filled === undefined || field.filled.includes(from);
    return field && hasSource && isTranslatableSlot(slotDefinition) ? [{ slot, fieldId: field.id }] : [];
  });
}
