import { CLOSED_TIME, normaliseOpeningHours, type OpeningHours, type OpeningPeriod, type SpecialDate, type TimeRange } from '../../content/opening-hours';
import type { GroupNode } from '../../content/types';

/**
 * Contact boxes saved before issue 31 typed their hours into text slots: one per weekday
 * (`hoursMon` … `hoursSun`: "08:30–12:00, 13:30–18:30", "00:30–00:30" or a closed word) and
 * `specialDates` (one per line: "24.12.2025 08:30–12:00"). The slots are gone from the block's
 * definition; a box without a branch still shows what it holds, read here into the model. An
 * empty day, or text that is no time range ("8 bis 12 Uhr"), is a day not set.
 */
export const LEGACY_HOURS_SLOTS = ['hoursMon', 'hoursTue', 'hoursWed', 'hoursThu', 'hoursFri', 'hoursSat', 'hoursSun'] as const;
export const LEGACY_SPECIAL_SLOT = 'specialDates';

/** What an editor could type for "closed": the closed word of the site languages, or a dash. */
const CLOSED_WORDS = new Set(['geschlossen', 'fermé', 'ferme', 'chiuso', 'closed', 'cerrado', 'fechado', 'zatvoreno', 'serrà', 'mbyllur', '-', '–', '—']);

const TIME = /^(\d{1,2})[:.h](\d{2})$/;

/** "8:30" / "08.30" / "8h30" → "08:30"; null for anything not a 24-hour time (24:00 allowed). */
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

type LegacyDay = { kind: 'unset' } | { kind: 'closed' } | { kind: 'open'; ranges: TimeRange[] };

/** One weekday's text: empty or unreadable is not set; a closed word or 00:30–00:30 is closed. */
export function parseLegacyDay(text: string | null | undefined): LegacyDay {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { kind: 'unset' };
  if (CLOSED_WORDS.has(trimmed.toLowerCase())) return { kind: 'closed' };
  const ranges: TimeRange[] = [];
  for (const part of trimmed.split(/\s*[,;/]\s*/)) {
    const range = parseRange(part);
    if (!range) return { kind: 'unset' };
    if (range.open === CLOSED_TIME && range.close === CLOSED_TIME) return { kind: 'closed' };
    ranges.push(range);
  }
  return { kind: 'open', ranges };
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const SWISS = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** "2025-12-24" or "24.12.2025" → "2025-12-24" when it is a real calendar day. */
export function parseLegacyDate(value: string): string | null {
  const iso = ISO.exec(value);
  const swiss = SWISS.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : swiss ? [swiss[3], swiss[2], swiss[1]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

function legacySpecials(text: string | null): SpecialDate[] {
  const result: SpecialDate[] = [];
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const [first = '', ...rest] = raw.trim().split(/\s+/);
    const date = parseLegacyDate(first.replace(/:$/, ''));
    if (!date) continue;
    const day = parseLegacyDay(rest.join(' '));
    if (day.kind === 'closed') result.push({ date, open: CLOSED_TIME, close: CLOSED_TIME });
    // A special date has one period: the first, when several were typed.
    else if (day.kind === 'open' && day.ranges[0]) result.push({ date, ...day.ranges[0] });
  }
  return result;
}

/** A slot's text: neutral, so stored once; an old snapshot may hold it per language (the first filled one counts). */
function slotText(group: Pick<GroupNode, 'fields'>, slot: string): string | null {
  const field = group.fields[slot];
  if (field?.visible === false) return null;
  const content = field?.content;
  const values = content?.type === 'single' ? [content.value] : content?.type === 'localizedSingleValue' ? Object.values(content.values) : [];
  return values.find((value): value is string => typeof value === 'string' && value.trim() !== '')?.trim() ?? null;
}

/** The hours a box's old text slots hold, or null when they are all empty. */
export function legacyBoxHours(group: Pick<GroupNode, 'fields'>): OpeningHours | null {
  const texts = LEGACY_HOURS_SLOTS.map((slot) => slotText(group, slot));
  const special = slotText(group, LEGACY_SPECIAL_SLOT);
  if (texts.every((text) => text === null) && special === null) return null;
  const periods: OpeningPeriod[] = [];
  const closedDays: number[] = [];
  texts.forEach((text, index) => {
    const day = parseLegacyDay(text);
    if (day.kind === 'closed') closedDays.push(index + 1);
    if (day.kind === 'open') for (const range of day.ranges) periods.push({ day: index + 1, ...range });
  });
  return normaliseOpeningHours({ periods, closedDays, special: legacySpecials(special) });
}
