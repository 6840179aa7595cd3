import type { Locale } from '../../shared/locales';
import { formatLongDate } from '../../shared/i18n/date-format';

/** Review carousel constants (public-site §9.2); the 50 px swipe threshold is the shared carousel's. */
export const REVIEW_RESIZE_DEBOUNCE_MS = 200;
export const MAX_STARS = 5;

/** Reviews in view: 3 at 1024 px or wider, 2 at 768 px or wider, else 1. */
export function reviewsPerView(width: number): 1 | 2 | 3 {
  if (width >= 1024) return 3;
  if (width >= 768) return 2;
  return 1;
}

/** The same breakpoints as classes for the slides, so the row is right before (and without) JavaScript. */
export const REVIEW_SLIDE_BASIS = 'basis-full md:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-3rem)/3)]';

export type Stars = { full: number; half: boolean; empty: number };

/** Whole stars are the floor of the rating, plus a half star when the fraction is at least .5; up to 5. */
export function starsOf(rating: number): Stars {
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0;
  const full = Math.floor(value);
  const half = full < MAX_STARS && value - full >= 0.5;
  return { full, half, empty: MAX_STARS - full - (half ? 1 : 0) };
}

/** A review's date in the page language (display time zone), else the source's relative wording, else nothing. */
export function reviewDate(time: string | null, relative: string | null, locale: Locale): string | null {
  const date = time && /^\d{4}-\d{2}-\d{2}/.test(time) ? new Date(time) : null;
  if (date && !Number.isNaN(date.getTime())) {
    return formatLongDate(date, locale);
  }
  return relative?.trim() || null;
}
