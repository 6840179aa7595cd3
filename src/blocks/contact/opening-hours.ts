import { DISPLAY_TIME_ZONE, intlTag, PUBLIC_LOCALES } from '../../shared/i18n/config';
import type { Locale } from '../../shared/locales';
import { blocksT } from '../_shared/block-texts';
import { dateFormat } from '../../shared/i18n/cached-formats';

/**
 * Opening hours, pure: parsing the per-weekday text slots, grouping consecutive days with the same
 * hours ("Mo–Fr"), the "00:30–00:30 = closed" convention and special dates (spec §3.3, §9.2).
 *
 * Storage: one text slot per weekday (hoursMon..hoursSun) holding time ranges such as
 * "08:30–12:00, 13:30–18:30" (en dash, hyphen or em dash; ranges separated by "," ";" or "/"),
 * "00:30–00:30" or a closed word for closed, empty for closed. Special dates are one per line:
 * "2025-12-24 08:30–12:00" or "24.12.2025 00:30–00:30". Text that does not parse is shown as typed.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type TimeRange = { open: string; close: string };
export type DayHours = { kind: 'closed' } | { kind: 'open'; ranges: TimeRange[] } | { kind: 'invalid'; text: string };

/** The stored marker for "closed" (spec §9.2). */
export const CLOSED_MARKER = '00:30–00:30';

/** What an editor may type for "closed": the closed label of any site language, or a dash. */
const CLOSED_WORDS = new Set([...PUBLIC_LOCALES.map((locale) => closedLabel(locale).toLowerCase()), 'ferme', '-', '–', '—']);

const weekdayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** The short weekday name (index 0 = Monday) in the page language, from Intl ("Mo", "lun.", "gli"). */
export function weekdayName(index: number, locale: Locale): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = dateFormat(intlTag(locale), { weekday: 'short', timeZone: DISPLAY_TIME_ZONE });
    weekdayFormats.set(locale, format);
  }
  // Noon UTC of Monday 1 January 2024 plus `index` days: the same weekday in the display zone.
  return index >= 0 && index < WEEKDAYS.length ? format.format(new Date(Date.UTC(2024, 0, 1 + index, 12))) : '';
}

export function closedLabel(locale: Locale): string {
  return blocksT(locale)('contact.closed');
}

const TIME = /^(\d{1,2})[:.h](\d{2})$/;

/** "8:30" / "08.30" / "8h30" → "08:30"; null for anything not a valid 24-hour time (24:00 allowed). */
export function parseTime(value: string): string | null {
  const match = TIME.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

function parseRange(value: string): TimeRange | null {
  const parts = value.split(/\s*[–—-]\s*/);
  if (parts.length !== 2) return null;
  const open = parseTime(parts[0] ?? '');
  const close = parseTime(parts[1] ?? '');
  return open && close ? { open, close } : null;
}

/** One weekday's stored text. Empty, a closed word or 00:30–00:30 is closed; unparsable text is kept. */
export function parseDayHours(text: string | null | undefined): DayHours {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || CLOSED_WORDS.has(trimmed.toLowerCase())) return { kind: 'closed' };
  const ranges: TimeRange[] = [];
  for (const part of trimmed.split(/\s*[,;/]\s*/)) {
    const range = parseRange(part);
    if (!range) return { kind: 'invalid', text: trimmed };
    // The closed marker (open equals close at 00:30) anywhere means the day is closed.
    if (range.open === '00:30' && range.close === '00:30') return { kind: 'closed' };
    if (range.open >= range.close && range.close !== '00:00') return { kind: 'invalid', text: trimmed };
    ranges.push(range);
  }
  return { kind: 'open', ranges };
}

/** A day's hours as shown: "08:30–12:00, 13:30–18:30", the closed label, or the text as typed. */
export function formatDayHours(hours: DayHours, locale: Locale): string {
  if (hours.kind === 'closed') return closedLabel(locale);
  if (hours.kind === 'invalid') return hours.text;
  return hours.ranges.map((r) => `${r.open}–${r.close}`).join(', ');
}

export type HoursGroup = { from: number; to: number; label: string; hours: DayHours; text: string };

/**
 * Consecutive weekdays (Mon..Sun, indexes 0..6) with identical hours form one group labelled
 * "Mo–Fr"; a single day keeps its own name. `days` holds the stored texts in weekday order.
 */
export function groupWeekdays(days: readonly (string | null | undefined)[], locale: Locale): HoursGroup[] {
  const groups: HoursGroup[] = [];
  for (let i = 0; i < WEEKDAYS.length; i++) {
    const hours = parseDayHours(days[i]);
    const text = formatDayHours(hours, locale);
    const last = groups.at(-1);
    if (last && last.text === text && last.hours.kind === hours.kind) last.to = i;
    else groups.push({ from: i, to: i, label: '', hours, text });
  }
  for (const group of groups) {
    const from = weekdayName(group.from, locale);
    group.label = group.from === group.to ? from : `${from}–${weekdayName(group.to, locale)}`;
  }
  return groups;
}

/** Whether any weekday has something to show other than "closed" (no hours at all: no section). */
export function hasAnyHours(days: readonly (string | null | undefined)[]): boolean {
  return days.some((day) => parseDayHours(day).kind !== 'closed');
}

export type SpecialDate = { date: string; hours: DayHours; text: string } | { date: null; hours: null; text: string };

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const SWISS = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** "2025-12-24" or "24.12.2025" → "2025-12-24" when it is a real calendar day. */
export function parseSpecialDate(value: string): string | null {
  let y: number;
  let m: number;
  let d: number;
  const iso = ISO.exec(value);
  const swiss = SWISS.exec(value);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (swiss) [y, m, d] = [Number(swiss[3]), Number(swiss[2]), Number(swiss[1])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Special dates, one per line ("2025-12-24 08:30–12:00", "26.12.2025 00:30–00:30"). Lines dated
 * before `today` (yyyy-mm-dd) are dropped; unparsable lines are kept as typed; sorted by date.
 */
export function parseSpecialDates(text: string | null | undefined, today: string, locale: Locale): SpecialDate[] {
  const result: SpecialDate[] = [];
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const [first = '', ...rest] = line.split(/\s+/);
    const date = parseSpecialDate(first.replace(/:$/, ''));
    if (!date) {
      result.push({ date: null, hours: null, text: line });
      continue;
    }
    if (date < today) continue;
    const hours = parseDayHours(rest.join(' '));
    result.push({ date, hours, text: formatDayHours(hours, locale) });
  }
  return result.sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999'));
}

/** A special date in the page language's short format ("24.12.2025", "24/12/2025"). */
export function formatSpecialDate(iso: string, locale: Locale): string {
  const [y, m, d] = iso.split('-').map(Number);
  // Noon UTC: the same calendar day in the display zone.
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
  return dateFormat(intlTag(locale), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: DISPLAY_TIME_ZONE }).format(date);
}

/**
 * The business's calendar day of `now` as yyyy-mm-dd, in the spec's display zone (§9.2), whose
 * offsets are Switzerland's (Europe/Berlin and Europe/Zurich have kept the same time since 1981).
 */
export function swissToday(now: Date): string {
  return dateFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
