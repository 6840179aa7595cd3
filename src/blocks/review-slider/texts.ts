import type { Locale } from '../../shared/locales';
import { blocksT } from '../_shared/block-texts';

export type ReviewTexts = {
  carousel: string;
  previous: string;
  next: string;
  noLocation: string;
  none: string;
  /** The stars read out, e.g. "4.5 von 5 Sternen" (the number in the language's format). */
  rating: (value: number) => string;
};

/** The review slider's texts in the page language. */
export function reviewTexts(locale: Locale): ReviewTexts {
  const t = blocksT(locale);
  return {
    carousel: t('reviews.label'),
    previous: t('reviews.previous'),
    next: t('reviews.next'),
    noLocation: t('reviews.noLocation'),
    none: t('reviews.none'),
    rating: (value) => t('reviews.rating', { rating: value }),
  };
}
