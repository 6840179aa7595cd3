/** A horizontal pointer move of more than this many pixels steps the carousel. */
export const SWIPE_THRESHOLD_PX = 50;
/** Measurements are recomputed this long after the last resize event. */
export const RESIZE_DEBOUNCE_MS = 100;

/** -1 (previous), 1 (next) or 0 for a pointer moving from startX to endX: swiping left means next. */
export function swipeDirection(startX: number, endX: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  const dx = endX - startX;
  if (Math.abs(dx) <= threshold) return 0;
  return dx < 0 ? 1 : -1;
}

export type TrackMetrics = {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  /** Distance from one slide's left edge to the next one's (slide width plus gap). */
  stride: number;
  /** Width of one slide. */
  slideWidth: number;
  count: number;
  /** Where the first slide snaps in: the track's start padding (the row never rests at 0 then). */
  startOffset?: number;
};

export type CarouselState = { index: number; perView: number; maxIndex: number; atStart: boolean; atEnd: boolean };

/** Where the track stands: first visible slide, slides per view and whether it is at either end. */
export function carouselState(m: TrackMetrics): CarouselState {
  if (m.stride <= 0 || m.count <= 1) return { index: 0, perView: Math.max(m.count, 1), maxIndex: 0, atStart: true, atEnd: true };
  const gap = Math.max(m.stride - m.slideWidth, 0);
  const perView = Math.min(Math.max(Math.floor((m.clientWidth + gap + 1) / m.stride), 1), m.count);
  const maxIndex = Math.max(m.count - perView, 0);
  const position = m.scrollLeft - (m.startOffset ?? 0);
  const index = Math.min(Math.max(Math.round(position / m.stride), 0), maxIndex);
  const atStart = position <= 1;
  const atEnd = m.scrollLeft + m.clientWidth >= m.scrollWidth - 1 || index >= maxIndex;
  return { index, perView, maxIndex, atStart, atEnd };
}

/** The scroll position of the slide `delta` steps from the current one, clamped to the ends. */
export function stepTarget(state: CarouselState, delta: number, stride: number, startOffset = 0): number {
  const index = Math.min(Math.max(state.index + delta, 0), state.maxIndex);
  return startOffset + index * stride;
}

/** A trailing-edge debounce with cancel (for resize). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const debounced = (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return debounced;
}

/** The carousel's control names, resolved on the server (content-slider/texts.ts). */
export type CarouselTexts = { previous: string; next: string; carousel: string };
