/** Header scroll logic (spec §9.2): threshold 10 px, throttle 20 ms, default header height 120. */
export const HEADER_SCROLL_THRESHOLD = 10;
export const HEADER_SCROLL_THROTTLE_MS = 20;
export const DEFAULT_HEADER_HEIGHT = 120;

export type HeaderScrollState = { lastY: number; hidden: boolean };

/**
 * Next header state for a scroll position: always shown within the header's own height; further
 * down, hidden after scrolling down and shown after scrolling up, by at least the threshold (smaller
 * moves accumulate until they reach it).
 */
export function nextHeaderScrollState(state: HeaderScrollState, y: number, options: { threshold?: number; headerHeight?: number } = {}): HeaderScrollState {
  const threshold = options.threshold ?? HEADER_SCROLL_THRESHOLD;
  const headerHeight = options.headerHeight || DEFAULT_HEADER_HEIGHT;
  const top = Math.max(0, y);
  if (top <= headerHeight) return { lastY: top, hidden: false };
  const delta = top - state.lastY;
  if (Math.abs(delta) < threshold) return state;
  return { lastY: top, hidden: delta > 0 };
}

/** Calls `fn` at most once per `wait` ms: at once, then once more with the latest arguments. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): ((...args: A) => void) & { cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0 && !timer) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = null;
        if (pending) {
          const next = pending;
          pending = null;
          run(next);
        }
      },
      Math.max(0, remaining),
    );
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
