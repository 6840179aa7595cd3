import { type DayHours, hasWeekHours, isClosedSpecial, type OpeningHours, type TimeRange, weekOf } from '../../shared/content/opening-hours';
import { formatNumericDate, formatShortWeekday, isoDayOf } from '../../shared/i18n/date-format';
import type { Locale } from '../../shared/locales';
import { blocksT } from '../_shared/block-texts';

/**
 * Opening hours as visitors read them (spec §3.3, §9.2), for the contact box, the footer and the
 * directory alike: consecutive weekdays with the same hours grouped ("Mo–Fr"), a closed day as
 * "Geschlossen", a day not set as "nach Vereinbarung" (never as closed), upcoming special dates.
 * The model is `src/shared/content/opening-hours.ts`.
 */

/** The short weekday name (index 0 = Monday) in the page language ("Mo", "lun.", "gli"). */
export function weekdayName(index: number, locale: Locale): string {
  // Noon UTC of Monday 1 January 2024 plus `index` days: the same weekday in the display zone.
  return index >= 0 && index < 7 ? formatShortWeekday(new Date(Date.UTC(2024, 0, 1 + index, 12)), locale) : '';
}

export function closedLabel(locale: Locale): string {
  return blocksT(locale)('contact.closed');
}

const formatRanges = (ranges: readonly TimeRange[]) => ranges.map((r) => `${r.open}–${r.close}`).join(', ');

/** A day's hours as shown: "08:30–12:00, 13:30–18:30", "Geschlossen" or "nach Vereinbarung". */
export function formatDayHours(hours: DayHours, locale: Locale): string {
  if (hours.kind === 'closed') return closedLabel(locale);
  if (hours.kind === 'unset') return blocksT(locale)('contact.byAppointment');
  return formatRanges(hours.ranges);
}

export type HoursGroup = { from: number; to: number; label: string; kind: DayHours['kind']; text: string };

/**
 * The week (Mon..Sun, indexes 0..6) with consecutive days of identical hours in one group labelled
 * "Mo–Fr"; a single day keeps its own name. Empty when no day is set at all: no list to show.
 */
export function hoursGroups(hours: Pick<OpeningHours, 'periods' | 'closedDays'>, locale: Locale): HoursGroup[] {
  if (!hasWeekHours(hours)) return [];
  const groups: HoursGroup[] = [];
  weekOf(hours).forEach((day, index) => {
    const text = formatDayHours(day, locale);
    const last = groups.at(-1);
    if (last && last.text === text && last.kind === day.kind) last.to = index;
    else groups.push({ from: index, to: index, label: '', kind: day.kind, text });
  });
  for (const group of groups) {
    const from = weekdayName(group.from, locale);
    group.label = group.from === group.to ? from : `${from}–${weekdayName(group.to, locale)}`;
  }
  return groups;
}

export type UpcomingSpecial = { date: string; closed: boolean; text: string };

/** Special dates from `today` (yyyy-mm-dd) on, by date: "Geschlossen" or their hours. */
export function upcomingSpecials(hours: Pick<OpeningHours, 'special'>, today: string, locale: Locale): UpcomingSpecial[] {
  return hours.special
    .filter((special) => special.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((special) => {
      const closed = isClosedSpecial(special);
      return { date: special.date, closed, text: closed ? closedLabel(locale) : formatRanges([special]) };
    });
}

/** A special date in the page language's short format ("24.12.2025", "24/12/2025"). */
export function formatSpecialDate(iso: string, locale: Locale): string {
  const [y, m, d] = iso.split('-').map(Number);
  // Noon UTC: the same calendar day in the display zone.
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
  return formatNumericDate(date, locale);
}

/**
 * The business's calendar day of `now` as yyyy-mm-dd, in the spec's display zone (§9.2), whose
 * offsets are Switzerland's (Europe/Berlin and Europe/Zurich have kept the same time since 1981).
 */
export function swissToday(now: Date): string {
  return isoDayOf(now);
}
