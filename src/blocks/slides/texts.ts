import type { Locale } from '../../shared/locales';
import { blocksT } from '../_shared/block-texts';
import type { SlideTexts } from './slides';

/** The deck's texts in the page language, with a position label for each of `count` slides. */
export function slideTexts(locale: Locale, count: number): SlideTexts {
  const t = blocksT(locale);
  return {
    region: t('slides.region'),
    slide: t('slides.slide'),
    hint: t('slides.hint'),
    positions: Array.from({ length: count }, (_, i) => t('slides.position', { index: i + 1, total: count })),
  };
}
