import type { Locale } from '../../../shared/locales';
import { formatLongDate } from '../../../shared/i18n/date-format';
import { formatChfAmount } from '../../../shared/i18n/number-format';

/** Field previews are cut at this many characters, with an ellipsis (spec §5.3). */
export const PREVIEW_MAX_CHARS = 200;
/** Shown for a missing or unparsable date (spec §5.3). */
export const UNKNOWN_DATE = 'N/A';

/** Text cut to `max` characters (ellipsis included), at a word boundary when one is near. */
export function truncatePreview(text: string, max = PREVIEW_MAX_CHARS): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stored ISO date (yyyy-mm-dd) as a Date at UTC midnight, or null when it is not a real calendar day. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  const match = value ? ISO_DATE.exec(value.trim()) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over into March; a round trip catches it.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** A news date in the page language's long format ("14. März 2025", "14 mars 2025"), else 'N/A'. */
export function formatItemDate(value: string | null | undefined, locale: Locale): string {
  const date = parseIsoDate(value);
  if (!date) return UNKNOWN_DATE;
  // A calendar day, not an instant: noon UTC falls on that same day in the display zone.
  const noon = new Date(date.getTime() + 12 * 3_600_000);
  return formatLongDate(noon, locale);
}

/**
 * A bare amount ("120", "89.5") reads as Swiss francs, formatted for the page language
 * ("CHF 1’200", "1 200 CHF"); anything else ("ab CHF 90.–") is kept as typed.
 */
export function formatCost(value: string, locale: Locale): string {
  const trimmed = value.trim();
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(trimmed)) return trimmed;
  const amount = Number(trimmed.replace(',', '.'));
  const fraction = Number.isInteger(amount) ? 0 : 2;
  return formatChfAmount(amount, locale, fraction);
}

/** Slot formatter for item descriptions: the 200-character preview, nothing when empty. */
export function formatPreview(text: string | null): string | null {
  return text === null ? null : truncatePreview(text);
}
