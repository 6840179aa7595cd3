import { describe, expect, it } from 'vitest';
import { clampPage, swipeStep } from './swipe';

describe('drawer swipes', () => {
  it('goes to the next page on a left swipe and back on a right one', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
  });

  it('ignores short and mostly vertical moves', () => {
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
  });

  it('keeps the page within the course', () => {
    expect(clampPage(-1, 7)).toBe(0);
    expect(clampPage(9, 7)).toBe(6);
  });
});
