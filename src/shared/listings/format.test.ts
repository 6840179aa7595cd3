import { describe, expect, it } from 'vitest';
import { filterMarketplace, formatChf, formatListingDate, listingDateAttr, mailtoHref, telHref, UNKNOWN_LISTING_DATE } from './format';

describe('telHref', () => {
  it('strips a phone number to digits', () => {
    expect(telHref('052 123 45 67')).toBe('tel:0521234567');
    expect(telHref('(052) 123-45-67')).toBe('tel:0521234567');
  });

  it('keeps a leading plus', () => {
    expect(telHref(' +41 52 123 45 67 ')).toBe('tel:+41521234567');
  });

  it('gives no link for a number without digits', () => {
    expect(telHref('')).toBeNull();
    expect(telHref('  - ')).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('carries the title as the URL-encoded subject', () => {
    expect(mailtoHref('info@optik-muster.ch', 'Augenoptiker/in EFZ 80–100 %')).toBe(
      'mailto:info@optik-muster.ch?subject=Augenoptiker%2Fin%20EFZ%2080%E2%80%93100%20%25',
    );
    expect(decodeURIComponent(mailtoHref('a@b.ch', 'Titan & Co?')?.split('subject=')[1] ?? '')).toBe('Titan & Co?');
  });

  it('gives no link without an address and no subject without a title', () => {
    expect(mailtoHref(' ', 'Stelle')).toBeNull();
    expect(mailtoHref('a@b.ch', '  ')).toBe('mailto:a@b.ch');
  });

  it('encodes characters that would start another header', () => {
    expect(mailtoHref('a@b.ch?cc=x@y.ch', 'T')).toBe('mailto:a@b.ch%3Fcc%3Dx@y.ch?subject=T');
  });
});

describe('formatChf', () => {
  it('formats cents as Swiss francs in the page language', () => {
    expect(formatChf(129_000, 'de')?.replace(/\s/g, ' ')).toMatch(/^CHF 1[’']290\.00$/);
    expect(formatChf(4_550, 'de')?.replace(/\s/g, ' ')).toBe('CHF 45.50');
    expect(formatChf(0, 'de')?.replace(/\s/g, ' ')).toBe('CHF 0.00');
    expect(formatChf(129_000, 'fr')?.replace(/\s/g, ' ')).toBe('1 290.00 CHF');
    expect(formatChf(129_000, 'hr')?.replace(/\s/g, ' ')).toBe('1.290,00 CHF');
  });

  it('shows nothing without a price', () => {
    expect(formatChf(null, 'de')).toBeNull();
    expect(formatChf(undefined, 'fr')).toBeNull();
  });
});

describe('formatListingDate', () => {
  it('shows the day on the Europe/Berlin calendar', () => {
    expect(formatListingDate('2026-03-14T09:00:00.000Z', 'de')).toBe('14.03.2026');
    // 23:30 UTC on 31 Dec is already New Year in Berlin.
    expect(formatListingDate('2025-12-31T23:30:00.000Z', 'de')).toBe('01.01.2026');
    expect(listingDateAttr('2025-12-31T23:30:00.000Z')).toBe('2026-01-01');
  });

  it("follows the page's language", () => {
    expect(formatListingDate('2026-03-14T09:00:00.000Z', 'fr')).toBe('14.03.2026');
    expect(formatListingDate('2026-03-14T09:00:00.000Z', 'it')).toMatch(/14.03.2026/);
  });

  it("shows 'N/A' for an unknown date", () => {
    expect(formatListingDate(null, 'de')).toBe(UNKNOWN_LISTING_DATE);
    expect(formatListingDate('not a date', 'fr')).toBe('N/A');
    expect(listingDateAttr(null)).toBeNull();
  });
});

describe('filterMarketplace', () => {
  const items = [
    { id: 'a', category: 'frame', direction: 'offering' },
    { id: 'b', category: 'object', direction: 'offering' },
    { id: 'c', category: 'job', direction: 'searching' },
    { id: 'd', category: 'frame', direction: 'searching' },
  ] as const;
  const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

  it('shows everything without a filter', () => {
    expect(ids(filterMarketplace(items, { category: null, direction: null }))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(filterMarketplace(items, { category: 'all', direction: 'all' }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by category, by kind and by both', () => {
    expect(ids(filterMarketplace(items, { category: 'frame', direction: 'all' }))).toEqual(['a', 'd']);
    expect(ids(filterMarketplace(items, { category: null, direction: 'searching' }))).toEqual(['c', 'd']);
    expect(ids(filterMarketplace(items, { category: 'frame', direction: 'offering' }))).toEqual(['a']);
    expect(filterMarketplace(items, { category: 'object', direction: 'searching' })).toEqual([]);
  });
});
