import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { DISPLAY_TIME_ZONE, intlTag } from './config';
import { formatLongDate, formatNumericDate, formatShortWeekday, isoDayOf, OWN_DATE_LOCALES } from './date-format';

const zone = { timeZone: DISPLAY_TIME_ZONE } as const;
/** What the server wrote before (Node's full ICU): the formatter must print exactly this in every language. */
const nodeIntl = {
  numeric: (date: Date, tag: string) => new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', ...zone }).format(date),
  long: (date: Date, tag: string) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', ...zone }).format(date),
  weekday: (date: Date, tag: string) => new Intl.DateTimeFormat(tag, { weekday: 'short', ...zone }).format(date),
};

/** Every month (twice, to cross a year), every weekday, single- and two-digit days, and instants near midnight and DST changes. */
const DATES = [
  ...Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2025 + Math.floor(i / 12), i % 12, 1 + ((i * 5) % 28), 12))),
  ...Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i, 12))),
  new Date('2026-03-02T23:30:00Z'), // 00:30 on 3 March in Berlin
  new Date('2026-12-31T23:15:00Z'), // already 2027 in Berlin
  new Date('2026-03-29T00:30:00Z'), // the spring DST change
  new Date('2026-10-25T22:59:00Z'),
];

describe('dates alike on server and browser (issue 33)', () => {
  it('writes Romansh and Albanian from their own names (Chromium has no data of its own for them)', () => {
    expect(OWN_DATE_LOCALES).toEqual(['rm', 'sq']);
    const march3 = new Date('2026-03-02T23:30:00Z');
    expect(formatLongDate(march3, 'rm')).toBe('3 da mars 2026');
    expect(formatLongDate(new Date(Date.UTC(2026, 3, 1, 12)), 'rm')).toBe('1 d’avrigl 2026');
    expect(formatNumericDate(march3, 'rm')).toBe('03-03-2026');
    expect(formatShortWeekday(march3, 'rm')).toBe('ma');
    expect(formatLongDate(new Date(Date.UTC(2026, 10, 21, 12)), 'sq')).toBe('21 nëntor 2026');
    expect(formatNumericDate(march3, 'sq')).toBe('03.03.2026');
    expect(formatShortWeekday(march3, 'sq')).toBe('mar');
  });

  it('prints exactly what Node’s ICU prints, in every language, so the server’s HTML does not change', () => {
    for (const locale of LOCALES) {
      const tag = intlTag(locale);
      for (const date of DATES) {
        const at = `${locale} ${date.toISOString()}`;
        expect(formatNumericDate(date, locale), at).toBe(nodeIntl.numeric(date, tag));
        expect(formatLongDate(date, locale), at).toBe(nodeIntl.long(date, tag));
        expect(formatShortWeekday(date, locale), at).toBe(nodeIntl.weekday(date, tag));
      }
    }
  });

  it('gives the machine-readable day on the display zone’s calendar', () => {
    expect(isoDayOf(new Date('2026-03-02T23:30:00Z'))).toBe('2026-03-03');
    expect(isoDayOf(new Date('2026-12-31T23:15:00Z'))).toBe('2027-01-01');
    expect(isoDayOf(new Date('2026-07-05T21:59:00Z'))).toBe('2026-07-05');
    for (const date of DATES)
      expect(isoDayOf(date)).toBe(new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...zone }).format(date));
  });
});
