import type { SiteSettings } from '../../../shared/content/settings';

export type NormaliseResult = { ok: true; settings: SiteSettings } | { ok: false; reason: 'overlayConflict' };

/**
 * The settings rules beyond field validation (editor-panels §4 "Settings"):
 * - the background overlay's triangle and bubble are mutually exclusive: when a save has both on,
 *   the one just turned on wins; both turned on at once is refused;
 * - turning the gradient off clears it (stored as null);
 * - the translation glossary keeps each term once (the first spelling; case does not make a new term).
 */
export function normaliseSettings(next: SiteSettings, stored: SiteSettings): NormaliseResult {
  let { appearance } = next;
  if (appearance.triangle && appearance.bubble) {
    if (stored.appearance.triangle && !stored.appearance.bubble) appearance = { ...appearance, triangle: false };
    else if (stored.appearance.bubble && !stored.appearance.triangle) appearance = { ...appearance, bubble: false };
    else return { ok: false, reason: 'overlayConflict' };
  }
  if (appearance.gradient && !appearance.gradient.enabled) appearance = { ...appearance, gradient: null };
  return { ok: true, settings: { ...next, appearance, translation: { ...next.translation, glossary: uniqueTerms(next.translation.glossary) } } };
}

/** Glossary terms without repeats, compared case-insensitively ("Optik Muster" = "optik muster"). */
export function uniqueTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = term.toLocaleLowerCase('de-CH');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
