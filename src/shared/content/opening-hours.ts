import { z } from 'zod';

/**
 * Opening hours as data (issue 31): the one model the business profile's branches, a contact
 * box's own hours and the footer's own hours share, and that the contact box, the footer, the
 * directory and the `Optician` JSON-LD render. A weekday is one of three things:
 *
 * - open: one or two periods (two = a lunch break),
 * - closed: listed in `closedDays`,
 * - not set: neither. Shown to visitors as "nach Vereinbarung", never as "Geschlossen", and
 *   listed by the publish checks (`unsetWeekdays`).
 *
 * Times are "HH:MM" on the five-minute grid (the editor's time pickers step by five minutes);
 * "24:00" closes at midnight. Special dates keep the spec's storage (§9.2): 00:30–00:30 is closed
 * that day — a marker the editor never shows, it offers a "closed" switch instead.
 */

const TIME_FORMAT = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
/** The grid the time pickers step on, in minutes. */
export const TIME_STEP_MINUTES = 5;

/** "HH:MM", 00:00–24:00, on the five-minute grid. */
export const ZTime = z
  .string()
  .regex(TIME_FORMAT, 'business.invalidTime')
  .refine((value) => !TIME_FORMAT.test(value) || Number(value.slice(3)) % TIME_STEP_MINUTES === 0, 'business.timeOffGrid');
/** "YYYY-MM-DD" that is a real calendar day (zod's ISO date checks month lengths and leap years). */
export const ZIsoDate = z.iso.date('business.invalidDate');
/** 1 = Monday … 7 = Sunday. */
export const ZWeekday = z.number().int().min(1).max(7);

/** Spec §9.2: a special date from 00:30 to 00:30 means closed. */
export const CLOSED_TIME = '00:30';
export const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

const closeAfterOpen = { message: 'business.closeBeforeOpen', path: ['close'] };
/** Compared only when both are times (else their own message is the one to show). */
const bothTimes = (span: { open: string; close: string }) => TIME_FORMAT.test(span.open) && TIME_FORMAT.test(span.close);

/** One opening period on a weekday; a day has one or two (lunch break). */
export const ZOpeningPeriod = z
  .object({ day: ZWeekday, open: ZTime, close: ZTime })
  .refine((period) => !bothTimes(period) || period.close > period.open, closeAfterOpen);
/** A date with its own hours; open = close = 00:30 is closed that day. */
export const ZSpecialDate = z
  .object({ date: ZIsoDate, open: ZTime, close: ZTime })
  .refine((special) => !bothTimes(special) || isClosedSpecial(special) || special.close > special.open, closeAfterOpen);

export const ZOpeningHours = z
  .object({
    periods: z.array(ZOpeningPeriod).max(14).default([]),
    /** Days closed all day; a day neither open nor closed is "not set". */
    closedDays: z.array(ZWeekday).max(7).default([]),
    special: z.array(ZSpecialDate).max(366).default([]),
  })
  .superRefine((hours, context) => {
    for (const day of WEEKDAY_NUMBERS) {
      const indexes = hours.periods
        .flatMap((period, index) => (period.day === day ? [index] : []))
        .sort((a, b) => (hours.periods[a]?.open ?? '').localeCompare(hours.periods[b]?.open ?? ''));
      for (const [position, index] of indexes.entries()) {
        if (position >= 2) context.addIssue({ code: 'custom', message: 'business.tooManyPeriods', path: ['periods', index] });
        const before = hours.periods[indexes[position - 1] ?? -1];
        const period = hours.periods[index];
        if (before && period && bothTimes(before) && bothTimes(period) && period.open < before.close)
          context.addIssue({ code: 'custom', message: 'business.periodsOverlap', path: ['periods', index, 'open'] });
      }
    }
    for (const [index, day] of hours.closedDays.entries()) {
      if (hours.periods.some((period) => period.day === day))
        context.addIssue({ code: 'custom', message: 'business.closedDayHasHours', path: ['closedDays', index] });
    }
    const dates = new Set<string>();
    for (const [index, special] of hours.special.entries()) {
      if (dates.has(special.date)) context.addIssue({ code: 'custom', message: 'business.duplicateDate', path: ['special', index, 'date'] });
      dates.add(special.date);
    }
  });
export type OpeningHours = z.infer<typeof ZOpeningHours>;
/** What may be written or stored: `closedDays` is missing in values saved before issue 31. */
export type OpeningHoursInput = z.input<typeof ZOpeningHours>;
export type OpeningPeriod = z.infer<typeof ZOpeningPeriod>;
export type SpecialDate = z.infer<typeof ZSpecialDate>;

export const NO_OPENING_HOURS: OpeningHours = { periods: [], closedDays: [], special: [] };

export type TimeRange = { open: string; close: string };
export type DayHours = { kind: 'unset' } | { kind: 'closed' } | { kind: 'open'; ranges: TimeRange[] };

export function isClosedSpecial(special: { open: string; close: string }): boolean {
  return special.open === CLOSED_TIME && special.close === CLOSED_TIME;
}

/** The week, Monday first: each day open (its periods in time order), closed or not set. */
export function weekOf(hours: Pick<OpeningHours, 'periods' | 'closedDays'>): DayHours[] {
  return WEEKDAY_NUMBERS.map((day): DayHours => {
    const ranges = hours.periods
      .filter((period) => period.day === day)
      .map(({ open, close }) => ({ open, close }))
      .sort((a, b) => a.open.localeCompare(b.open));
    if (ranges.length > 0) return { kind: 'open', ranges };
    return hours.closedDays.includes(day) ? { kind: 'closed' } : { kind: 'unset' };
  });
}

/** The weekdays (1 = Monday … 7 = Sunday) that are neither open nor closed: what the publish checks list. */
export function unsetWeekdays(hours: Pick<OpeningHours, 'periods' | 'closedDays'>): number[] {
  return weekOf(hours).flatMap((day, index) => (day.kind === 'unset' ? [index + 1] : []));
}

/** Whether any weekday is set (open or closed). */
export function hasWeekHours(hours: Pick<OpeningHours, 'periods' | 'closedDays'>): boolean {
  return unsetWeekdays(hours).length < WEEKDAY_NUMBERS.length;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const weekdayOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7 ? value : null);

/** A stored time read leniently: "8:33" → "08:30" (down to the grid); null when it is no time of day. */
function gridTime(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{1,2}):(\d{2})$/.exec(value.trim()) : null;
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours === 24 && minutes === 0) return '24:00';
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes - (minutes % TIME_STEP_MINUTES)).padStart(2, '0')}`;
}

/**
 * A stored value read as the model, whatever it was written by: values from before issue 31 (no
 * `closedDays`, times off the grid, a 00:30–00:30 period for a closed day, more than two periods a
 * day) and hand-edited JSON. What cannot be read is left out, so a day with nothing readable is
 * "not set" and shows up in the publish checks — never silently "closed".
 */
export function normaliseOpeningHours(raw: unknown): OpeningHours {
  const strict = ZOpeningHours.safeParse(raw);
  if (strict.success) return strict.data;
  const value = isRecord(raw) ? raw : {};
  const closed = new Set<number>(listOf(value.closedDays).flatMap((day) => weekdayOf(day) ?? []));
  const byDay = new Map<number, TimeRange[]>();
  for (const entry of listOf(value.periods)) {
    if (!isRecord(entry)) continue;
    const day = weekdayOf(entry.day);
    const open = gridTime(entry.open);
    const close = gridTime(entry.close);
    if (!day || !open || !close) continue;
    if (open === CLOSED_TIME && close === CLOSED_TIME) closed.add(day);
    else if (close > open) byDay.set(day, [...(byDay.get(day) ?? []), { open, close }]);
  }
  const periods: OpeningPeriod[] = [];
  for (const day of WEEKDAY_NUMBERS) {
    const kept: TimeRange[] = [];
    for (const range of (byDay.get(day) ?? []).sort((a, b) => a.open.localeCompare(b.open))) {
      const last = kept.at(-1);
      if (kept.length < 2 && (!last || range.open >= last.close)) kept.push(range);
    }
    for (const range of kept) periods.push({ day, ...range });
    if (kept.length > 0) closed.delete(day);
  }
  const special = new Map<string, SpecialDate>();
  for (const entry of listOf(value.special)) {
    if (!isRecord(entry) || !ZIsoDate.safeParse(entry.date).success || special.has(String(entry.date))) continue;
    const open = gridTime(entry.open);
    const close = gridTime(entry.close);
    if (open && close && (isClosedSpecial({ open, close }) || close > open)) special.set(String(entry.date), { date: String(entry.date), open, close });
  }
  const result = ZOpeningHours.safeParse({ periods, closedDays: [...closed].sort(), special: [...special.values()].slice(0, 366) });
  return result.success ? result.data : NO_OPENING_HOURS;
}
