import type { Locale } from '../../shared/locales';

/** A vertical drag longer than this many pixels changes the slide (public-site §9.2). */
export const DRAG_THRESHOLD_PX = 20;
/** Slide change: a 0.5 s tween. */
export const SLIDE_TRANSITION_MS = 500;

/** +1 (next), -1 (previous) or 0 for a drag from startY to endY: dragging up shows the next slide. */
export function dragStep(startY: number, endY: number, threshold = DRAG_THRESHOLD_PX): -1 | 0 | 1 {
  const dy = endY - startY;
  if (Math.abs(dy) <= threshold) return 0;
  return dy < 0 ? 1 : -1;
}

/** The slide `step` away from `index`, kept within 0..count-1. */
export function clampSlide(index: number, step: number, count: number): number {
  return Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));
}

export type SlideTexts = { region: string; slide: string; hint: string; of: string };

export function slideTexts(locale: Locale): SlideTexts {
  return locale === 'fr'
    ? { region: 'Diaporama', slide: 'diapositive', hint: 'Défiler vers le bas', of: 'sur' }
    : { region: 'Folien', slide: 'Folie', hint: 'Nach unten scrollen', of: 'von' };
}
