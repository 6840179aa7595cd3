import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HEADER_HEIGHT, HEADER_SCROLL_THRESHOLD, HEADER_SCROLL_THROTTLE_MS, nextHeaderScrollState, throttle } from './scroll-visibility';

describe('nextHeaderScrollState', () => {
  const shown = { lastY: 300, hidden: false };

  it('uses the spec constants', () => {
    expect([HEADER_SCROLL_THRESHOLD, HEADER_SCROLL_THROTTLE_MS, DEFAULT_HEADER_HEIGHT]).toEqual([10, 20, 120]);
  });

  it('hides on scroll down and shows on scroll up by at least the threshold', () => {
    const down = nextHeaderScrollState(shown, 310);
    expect(down).toEqual({ lastY: 310, hidden: true });
    expect(nextHeaderScrollState(down, 300)).toEqual({ lastY: 300, hidden: false });
  });

  it('ignores moves below the threshold, letting them accumulate', () => {
    const small = nextHeaderScrollState(shown, 309);
    expect(small).toBe(shown);
    expect(nextHeaderScrollState(small, 312).hidden).toBe(true);
  });

  it('always shows the header within its own height (default 120)', () => {
    expect(nextHeaderScrollState({ lastY: 100, hidden: true }, 119)).toEqual({ lastY: 119, hidden: false });
    expect(nextHeaderScrollState({ lastY: 0, hidden: false }, 115)).toEqual({ lastY: 115, hidden: false });
    expect(nextHeaderScrollState({ lastY: 0, hidden: false }, 150, { headerHeight: 200 }).hidden).toBe(false);
    expect(nextHeaderScrollState({ lastY: 0, hidden: false }, 150).hidden).toBe(true);
    expect(nextHeaderScrollState({ lastY: 50, hidden: true }, -30)).toEqual({ lastY: 0, hidden: false });
  });
});

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most once per interval with the latest arguments', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 20);
    fn(1);
    fn(2);
    fn(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(19);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(100);
    fn(4);
    expect(calls).toEqual([1, 3, 4]);
    fn(5);
    fn.cancel();
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([1, 3, 4]);
  });
});
