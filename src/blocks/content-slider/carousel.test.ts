import { afterEach, describe, expect, it, vi } from 'vitest';
import { carouselState, debounce, RESIZE_DEBOUNCE_MS, stepTarget, SWIPE_THRESHOLD_PX, swipeDirection } from './carousel';

const metrics = { scrollLeft: 0, clientWidth: 948, scrollWidth: 1596, stride: 324, slideWidth: 300, count: 5 };

afterEach(() => vi.useRealTimers());

describe('carousel logic', () => {
  it('steps only for moves beyond 50 px; left means next', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDirection(200, 150)).toBe(0);
    expect(swipeDirection(200, 250)).toBe(0);
    expect(swipeDirection(200, 149)).toBe(1);
    expect(swipeDirection(200, 251)).toBe(-1);
  });

  it('knows slides per view, the current slide and the ends', () => {
    expect(carouselState(metrics)).toEqual({ index: 0, perView: 3, maxIndex: 2, atStart: true, atEnd: false });
    expect(carouselState({ ...metrics, scrollLeft: 324 })).toMatchObject({ index: 1, atStart: false, atEnd: false });
    expect(carouselState({ ...metrics, scrollLeft: 648 })).toMatchObject({ index: 2, atEnd: true });
    expect(carouselState({ ...metrics, count: 1 })).toMatchObject({ atStart: true, atEnd: true });
    expect(carouselState({ ...metrics, stride: 0 })).toMatchObject({ atStart: true, atEnd: true });
  });

  it('counts from where the first slide snaps in when the track has start padding', () => {
    const padded = { ...metrics, scrollLeft: 8, scrollWidth: 1612, startOffset: 8 };
    expect(carouselState(padded)).toMatchObject({ index: 0, atStart: true, atEnd: false });
    expect(carouselState({ ...padded, scrollLeft: 332 })).toMatchObject({ index: 1, atStart: false });
    expect(stepTarget(carouselState(padded), 1, 324, 8)).toBe(332);
    expect(stepTarget(carouselState({ ...padded, scrollLeft: 332 }), -1, 324, 8)).toBe(8);
  });

  it('clamps arrow steps to the ends', () => {
    const state = carouselState(metrics);
    expect(stepTarget(state, 1, 324)).toBe(324);
    expect(stepTarget(state, -1, 324)).toBe(0);
    expect(stepTarget(carouselState({ ...metrics, scrollLeft: 648 }), 1, 324)).toBe(648);
  });

  it('debounces resize by 100 ms', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, RESIZE_DEBOUNCE_MS);
    debounced();
    vi.advanceTimersByTime(60);
    debounced();
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
