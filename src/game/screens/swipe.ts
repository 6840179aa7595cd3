/** A horizontal swipe this long changes the drawer page (the carousel's threshold, §9.2). */
export const SWIPE_THRESHOLD_PX = 50;

/** +1 for the next page (swipe left), -1 for the previous (swipe right), 0 when it was no swipe. */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

export const clampPage = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));
