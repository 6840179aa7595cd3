import type { ListingCategory, ListingDirection } from '../content/listings';
import type { Locale } from '../locales';
import { formatNumericDate, isoDayOf } from '../i18n/date-format';
import { formatChfAmount } from '../i18n/number-format';

/**
 * Pure formatting of job offers and marketplace items (spec §5.3): contact links, prices, dates
 * and the marketplace filter. Shared by the server views and the marketplace's filter island.
 */

/** Shown for an unknown or unparsable date (spec §5.3). */
export const UNKNOWN_LISTING_DATE = 'N/A';

/** A `tel:` link with the number stripped to digits (a leading + kept); null without digits. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A `mailto:` link whose subject is the listing's title, URL-encoded; null without an address. */
export function mailtoHref(email: string, subject: string): string | null {
  const address = email.trim();
  if (address === '') return null;
  // The address is encoded too (a stored "?" or "&" must not start a header), keeping its "@" readable.
  const to = encodeURIComponent(address).replace(/%40/g, '@');
  const title = subject.trim();
  return title === '' ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(title)}`;
}

/** A price in CHF cents in the page language ("CHF 1’290.00", "1 290.00 CHF"), the same on server and browser; null: none. */
export function formatChf(cents: number | null | undefined, locale: Locale): string | null {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return null;
  return formatChfAmount(cents / 100, locale);
}

/**
 * A listing's date (an ISO timestamp) as a Swiss-style numeric date in the page's language
 * ("27.11.2026"), on the Europe/Berlin calendar; 'N/A' when unknown or unparsable.
 */
export function formatListingDate(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return UNKNOWN_LISTING_DATE;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return UNKNOWN_LISTING_DATE;
  return formatNumericDate(date, locale);
}

/** The machine-readable day of a listing's date on the Europe/Berlin calendar (`<time dateTime>`); null when unknown. */
export function listingDateAttr(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return isoDayOf(date);
}

/** A marketplace filter: null (or 'all') shows every category or kind. */
export type MarketplaceFilter = { category: ListingCategory | 'all' | null; direction: ListingDirection | 'all' | null };

/** The items matching a marketplace filter, in their order. */
export function filterMarketplace<T extends { category: ListingCategory; direction: ListingDirection }>(items: readonly T[], filter: MarketplaceFilter): T[] {
  const { category, direction } = filter;
  return items.filter(
    (item) =>
      (category === null || category === 'all' || item.category === category) && (direction === null || direction === 'all' || item.direction === direction),
  );
}
