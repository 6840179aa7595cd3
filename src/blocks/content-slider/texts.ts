import type { Locale } from '../../shared/locales';
import { blocksT } from '../_shared/block-texts';
import type { CarouselTexts } from './carousel';

/** The carousel's texts in the page language (server side; the island receives the strings). */
export function carouselTexts(locale: Locale): CarouselTexts {
  const t = blocksT(locale);
  return { carousel: t('carousel.label'), previous: t('carousel.previous'), next: t('carousel.next') };
}
