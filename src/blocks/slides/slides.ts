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

/** The deck's texts, resolved on the server (slides/texts.ts); `positions[i]` names slide i ("2 von 5"). */
export type SlideTexts = { region: string; slide: string; hint: string; positions: string[] };

/** Within this many pixels of the viewport's edges the deck counts as fully in view. */
export const IN_VIEW_TOLERANCE_PX = 2;
/**
 * After a slide change, wheel events go on being swallowed this long: one trackpad flick sends
 * dozens with inertia, and they must not change several slides or scroll past the last one.
 */
export const WHEEL_COOLDOWN_MS = 800;
/** A touch drag starting with the deck this close to aligned (share of the viewport) engages the lock. */
export const TOUCH_ENGAGE_SHARE = 0.15;

/** Where the deck stands: its top relative to the viewport, its height, the viewport's height. */
export type DeckGeometry = { top: number; height: number; viewportHeight: number };

export function isFullyInView(deck: DeckGeometry, tolerance = IN_VIEW_TOLERANCE_PX): boolean {
  return deck.top >= -tolerance && deck.top + deck.height <= deck.viewportHeight + tolerance;
}

/**
 * What a vertical scroll of `delta` pixels (positive: down) does to the page while the deck holds
 * slide `index` of `count` (public-site §4.3):
 * - `slide`: the deck is fully in view and has a slide in that direction: change the slide, not the page;
 * - `align`: the scroll would carry the deck across its aligned position: stop there (lock engages);
 * - `pass`: scroll the page; always at the first slide going up and the last going down (lock released).
 */
export function scrollIntent(deck: DeckGeometry, delta: number, index: number, count: number): 'slide' | 'align' | 'pass' {
  if (delta === 0) return 'pass';
  const step = delta > 0 ? 1 : -1;
  if (clampSlide(index, step, count) === index) return 'pass';
  if (isFullyInView(deck)) return 'slide';
  if (step > 0 && deck.top > 0 && deck.top <= delta) return 'align';
  if (step < 0 && deck.top < 0 && deck.top >= delta) return 'align';
  return 'pass';
}

/** A wheel event's delta in pixels (lines and pages converted). */
export function wheelPixels(event: Pick<WheelEvent, 'deltaY' | 'deltaMode'>, viewportHeight: number): number {
  if (event.deltaMode === 1) return event.deltaY * 16;
  if (event.deltaMode === 2) return event.deltaY * viewportHeight;
  return event.deltaY;
}
