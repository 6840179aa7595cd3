import type { OpeningHours } from '../../shared/content/business';
import { CLOSED_MARKER } from './opening-hours';

/**
 * The business profile's structured opening hours (periods by weekday 1–7, special dates) in the
 * text form the contact block's readers already group and format: one text per weekday, Monday
 * first ("08:30–12:00, 13:30–18:30", empty = closed), and special dates one per line.
 */
export function dayTextsOf(hours: OpeningHours): string[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) =>
    hours.periods
      .filter((period) => period.day === day)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map((period) => `${period.open}–${period.close}`)
      .join(', '),
  );
}

export function specialTextOf(hours: OpeningHours): string {
  return hours.special
    .map((special) => `${special.date} ${special.open === special.close ? CLOSED_MARKER : `${special.open}–${special.close}`}`)
    .join('\n');
}
