import Holidays from 'date-holidays';
import { DISPLAY_TIME_ZONE } from '../../shared/i18n/config';
import { fallbackChain } from '../../shared/i18n/fallback';
import type { Locale } from '../../shared/locales';
import { serbianLatin } from './serbian-latin';

/** The 26 canton codes date-holidays knows for CH; anything else falls back to federal holidays only. */
export const CANTONS = [
  'AG',
  'AI',
  'AR',
  'BE',
  'BL',
  'BS',
  'FR',
  'GE',
  'GL',
  'GR',
  'JU',
  'LU',
  'NE',
  'NW',
  'OW',
  'SG',
  'SH',
  'SO',
  'SZ',
  'TG',
  'TI',
  'UR',
  'VD',
  'VS',
  'ZG',
  'ZH',
] as const;

/**
 * Names of the Swiss public holidays (type "public" only; optional and observance days such as
 * Berchtoldstag stay open) falling on `now`'s calendar day in the display zone, in the page
 * language. A name the library lacks in that language follows the site's fallback chain; its
 * Serbian names are Cyrillic, so they are transliterated.
 */
export function publicHolidaysOn(now: Date, locale: Locale, canton?: string | null): string[] {
  const code = canton?.trim().toUpperCase();
  const valid = code && (CANTONS as readonly string[]).includes(code) ? code : undefined;
  // The library works out a year's rules on every call (most of an opening-hours block's render
  // time); the answer only changes with the calendar day.
  const key = `${calendarDay.format(now)}|${locale}|${valid ?? ''}`;
  const known = answered.get(key);
  if (known) return known;
  const names = lookUpHolidays(now, locale, valid);
  if (answered.size >= MAX_ANSWERS) answered.clear();
  answered.set(key, names);
  return names;
}

const calendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const MAX_ANSWERS = 1000;
const answered = new Map<string, string[]>();

function lookUpHolidays(now: Date, locale: Locale, valid: string | undefined): string[] {
  const options = { languages: fallbackChain(locale), timezone: DISPLAY_TIME_ZONE };
  const holidays = valid ? new Holidays('CH', valid, options) : new Holidays('CH', options);
  const found = holidays.isHoliday(now);
  if (!found) return [];
  const names = found.filter((h) => h.type === 'public').map((h) => h.name);
  return locale === 'sr' ? names.map(serbianLatin) : names;
}
