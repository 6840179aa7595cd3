import { type OpeningHours, type OpeningHoursInput, type SpecialDate, weekOf, ZOpeningHours } from '@/shared/content/opening-hours';

/**
 * The weekday editor's working copy (pure, so it is tested without a browser): per day "closed" or
 * up to two spans of time-picker values, empty while not typed. A day neither closed nor with a
 * time is not set. `checkDraft` turns it into the model through the one shared schema
 * (`ZOpeningHours`, the server checks the same) and says which field each problem belongs to.
 */

export type DraftSpan = { open: string; close: string };
export type DraftDay = { closed: boolean; first: DraftSpan; second: DraftSpan | null };
export type HoursDraft = { days: DraftDay[]; special: SpecialDate[] };
export type SpanName = 'first' | 'second';

export const EMPTY_SPAN: DraftSpan = { open: '', close: '' };

export function draftOf(hours: OpeningHours): HoursDraft {
  const days = weekOf(hours).map((day): DraftDay => {
    if (day.kind === 'open') return { closed: false, first: day.ranges[0] ?? EMPTY_SPAN, second: day.ranges[1] ?? null };
    return { closed: day.kind === 'closed', first: EMPTY_SPAN, second: null };
  });
  return { days, special: hours.special };
}

export const isUnsetDay = (day: DraftDay) => !day.closed && day.first.open === '' && day.first.close === '' && day.second === null;

type PeriodRef = { day: number; span: SpanName };

function inputOf(draft: HoursDraft): { value: OpeningHoursInput; refs: PeriodRef[] } {
  const refs: PeriodRef[] = [];
  const value: OpeningHoursInput = { periods: [], closedDays: [], special: draft.special };
  draft.days.forEach((day, index) => {
    if (day.closed) value.closedDays?.push(index + 1);
    if (day.closed || isUnsetDay(day)) return;
    const spans: [SpanName, DraftSpan][] = [['first', day.first], ...(day.second ? ([['second', day.second]] as [SpanName, DraftSpan][]) : [])];
    for (const [span, times] of spans) {
      value.periods?.push({ day: index + 1, ...times });
      refs.push({ day: index, span });
    }
  });
  return { value, refs };
}

/** The problems the editor knows how to say (the `business.*` messages of the shared schema). */
export const HOURS_ERROR_KEYS = [
  'invalidTime',
  'timeOffGrid',
  'closeBeforeOpen',
  'periodsOverlap',
  'tooManyPeriods',
  'closedDayHasHours',
  'invalidDate',
  'duplicateDate',
] as const;
export type HoursErrorKey = (typeof HOURS_ERROR_KEYS)[number] | 'generic';
const errorKeyOf = (message: string): HoursErrorKey => HOURS_ERROR_KEYS.find((key) => message === `business.${key}`) ?? 'generic';

/**
 * Where a problem is shown: `"{day}.{span}.{open|close}"` (day 0 = Monday) for a time,
 * `"special.{index}"` for a special date, `"form"` otherwise.
 */
export type DraftErrors = Record<string, HoursErrorKey>;

export function checkDraft(draft: HoursDraft): { hours: OpeningHours | null; errors: DraftErrors } {
  const { value, refs } = inputOf(draft);
  const parsed = ZOpeningHours.safeParse(value);
  if (parsed.success) return { hours: parsed.data, errors: {} };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const [list, index, field] = issue.path;
    const ref = list === 'periods' && typeof index === 'number' ? refs[index] : undefined;
    const at = ref ? `${ref.day}.${ref.span}.${field === 'close' ? 'close' : 'open'}` : list === 'special' ? `special.${String(index)}` : 'form';
    errors[at] ??= errorKeyOf(issue.message);
  }
  return { hours: null, errors };
}

/** The first problem of a day, for the line under it. */
export function dayError(errors: DraftErrors, day: number): HoursErrorKey | null {
  const found = Object.entries(errors).find(([at]) => at.startsWith(`${day}.`));
  return found ? found[1] : null;
}

/** Adds a lunch break: the day's span split around noon (or an empty afternoon to fill in). */
export function withLunchBreak(day: DraftDay): DraftDay {
  const { open, close } = day.first;
  if (open && close && open < '12:00' && close > '13:30') return { ...day, first: { open, close: '12:00' }, second: { open: '13:30', close } };
  return { ...day, second: EMPTY_SPAN };
}
