import Holidays from 'date-holidays';
import type { Locale } from '../../shared/locales';
import { HOURS_TIME_ZONE } from './opening-hours';

/** The 26 canton codes date-holidays knows for CH; anything else falls back to federal holidays only. */
export const CANTONS = [
  'AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE',
  'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH',
] as const;

function holidayLanguage(locale: Locale): string {
  return locale === 'fr' || locale === 'it' || locale === 'en' ? locale : 'de';
}

/**
 * Names of the Swiss public holidays (type "public" only; optional and observance days such as
 * Berchtoldstag stay open) falling on `now`'s Swiss calendar day, in the page language.
 */
export function publicHolidaysOn(now: Date, locale: Locale, canton?: string | null): string[] {
  const code = canton?.trim().toUpperCase();
  const valid = code && (CANTONS as readonly string[]).includes(code) ? code : undefined;
  const options = { languages: [holidayLanguage(locale)], timezone: HOURS_TIME_ZONE };
  const holidays = valid ? new Holidays('CH', valid, options) : new Holidays('CH', options);
  const found = holidays.isHoliday(now);
  if (!found) return [];
  return found.filter((h) => h.type === 'public').map((h) => h.name);
}
