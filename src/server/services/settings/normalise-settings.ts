import type { SiteSettings } from '../../../shared/content/settings';

export type NormaliseResult = { ok: true; settings: SiteSettings } | { ok: false; reason: 'overlayConflict' };

/**
 * The settings rules beyond field validation (editor-panels §4 "Settings"):
 * - the background overlay's triangle and bubble are mutually exclusive: when a save has both on,
 *   the one just turned on wins; both turned on at once is refused;
 * - turning the gradient off clears it (stored as null).
 */
export function normaliseSettings(next: SiteSettings, stored: SiteSettings): NormaliseResult {
  let { appearance } = next;
  if (appearance.triangle && appearance.bubble) {
    if (stored.appearance.triangle && !stored.appearance.bubble) appearance = { ...appearance, triangle: false };
    else if (stored.appearance.bubble && !stored.appearance.triangle) appearance = { ...appearance, bubble: false };
    else return { ok: false, reason: 'overlayConflict' };
  }
  if (appearance.gradient && !appearance.gradient.enabled) appearance = { ...appearance, gradient: null };
  return { ok: true, settings: { ...next, appearance } };
}
