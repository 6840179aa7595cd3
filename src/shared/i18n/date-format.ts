import type { Locale } from '../locales';
import { dateFormat } from './cached-formats';
import { DISPLAY_TIME_ZONE, intlTag } from './config';

/**
 * Dates, the same on the server and in the browser (issue 33), as `number-format.ts` does numbers.
 * Node ships all of ICU; Chromium ships a reduced set without Romansh and Albanian and writes them
 * as en-US ("March 3, 2026", "03/03/2026", "Tue") where the server wrote "3 da mars 2026". These two
 * languages are written here from their own names, exactly as Node's ICU writes them, so the
 * server's HTML is unchanged and an island prints the same string; every other language keeps
 * `Intl` with its Swiss tag. Every date is a day on the spec's display zone's calendar.
 * Node's output is pinned by `date-format.test.ts`; tests/e2e/number-format.e2e.ts compares Chromium.
 */

/** A calendar day: month 1–12, weekday 0 = Monday. */
type CalendarDay = { year: number; month: number; day: number; weekday: number };

/** What Chromium cannot write for a language: long months (in the form a date uses), short weekdays, the two patterns. */
type OwnDates = {
  monthsInDate: readonly string[];
  weekdaysShort: readonly string[];
  long: (day: CalendarDay, month: string) => string;
  numeric: (dd: string, mm: string, yyyy: string) => string;
};

/** Romansh: "3 da mars 2026", "1 d’avrigl 2026" (CLDR's "d MMMM y" with the preposition in the month's format form); "03-03-2026". */
const ROMANSH: OwnDates = {
  monthsInDate: [
    'da schaner',
    'da favrer',
    'da mars',
    'd’avrigl',
    'da matg',
    'da zercladur',
    'da fanadur',
    'd’avust',
    'da settember',
    'd’october',
    'da november',
    'da december',
  ],
  weekdaysShort: ['gli', 'ma', 'me', 'gie', 've', 'so', 'du'],
  long: ({ day, year }, month) => `${day} ${month} ${year}`,
  numeric: (dd, mm, yyyy) => `${dd}-${mm}-${yyyy}`,
};

/** Albanian: "3 mars 2026"; "03.03.2026". */
const ALBANIAN: OwnDates = {
  monthsInDate: ['janar', 'shkurt', 'mars', 'prill', 'maj', 'qershor', 'korrik', 'gusht', 'shtator', 'tetor', 'nëntor', 'dhjetor'],
  weekdaysShort: ['hën', 'mar', 'mër', 'enj', 'pre', 'sht', 'die'],
  long: ({ day, year }, month) => `${day} ${month} ${year}`,
  numeric: (dd, mm, yyyy) => `${dd}.${mm}.${yyyy}`,
};

const OWN_DATES: Partial<Readonly<Record<Locale, OwnDates>>> = { rm: ROMANSH, sq: ALBANIAN };

/** The languages written from our own names (the unit test checks they are exactly those the browser lacks). */
export const OWN_DATE_LOCALES = Object.keys(OWN_DATES) as Locale[];

const NUMERIC: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: DISPLAY_TIME_ZONE };
const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: DISPLAY_TIME_ZONE };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short', timeZone: DISPLAY_TIME_ZONE };

/** The day `date` falls on in the display zone; en-US is in every ICU, and only its numbers are read. */
export function calendarDayOf(date: Date): CalendarDay {
  const parts = dateFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: DISPLAY_TIME_ZONE }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  // getUTCDay counts from Sunday; the week here starts on Monday, as opening hours do.
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return { year, month, day, weekday };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The machine-readable day of `date` in the display zone, yyyy-mm-dd (`<time dateTime>`, comparisons). */
export function isoDayOf(date: Date): string {
  const { year, month, day } = calendarDayOf(date);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** A date in the page language's numeric form ("03.03.2026", "03/03/2026", "03. 03. 2026."). */
export function formatNumericDate(date: Date, locale: Locale): string {
  const own = OWN_DATES[locale];
  if (!own) return dateFormat(intlTag(locale), NUMERIC).format(date);
  const { year, month, day } = calendarDayOf(date);
  return own.numeric(twoDigits(day), twoDigits(month), String(year));
}

/** A date in the page language's long form ("3. März 2026", "3 da mars 2026", "3 de marzo de 2026"). */
export function formatLongDate(date: Date, locale: Locale): string {
  const own = OWN_DATES[locale];
  if (!own) return dateFormat(intlTag(locale), LONG).format(date);
  const day = calendarDayOf(date);
  return own.long(day, own.monthsInDate[day.month - 1] ?? '');
}

/** The short name of the weekday `date` falls on ("Di", "mar.", "ma"). */
export function formatShortWeekday(date: Date, locale: Locale): string {
  const own = OWN_DATES[locale];
  if (!own) return dateFormat(intlTag(locale), WEEKDAY).format(date);
  return own.weekdaysShort[calendarDayOf(date).weekday] ?? '';
}
