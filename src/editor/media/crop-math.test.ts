import { describe, expect, it } from 'vitest';
import { areaFromDrag, clampArea, containedBox, focalInsideArea, isClick, isFullArea, percentIn } from './crop-math';

describe('crop maths', () => {
  it('turns pointer positions into percent of the image, clamped to it', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(percentIn(box, 300, 100)).toEqual({ x: 50, y: 25 });
    expect(percentIn(box, 0, 900)).toEqual({ x: 0, y: 100 });
    expect(percentIn({ ...box, width: 0 }, 300, 100)).toEqual({ x: 0, y: 0 });
  });

  it('measures on the picture, not on the grey frame around a letterboxed one', () => {
    // A portrait image (900 × 1125) in a frame capped at 336 px high: drawn 268.8 px wide, centred.
    const frame = { left: 100, top: 20, width: 672, height: 336 };
    const picture = containedBox(frame, { width: 900, height: 1125 });
    expect(picture).toEqual({ left: 301.6, top: 20, width: 268.8, height: 336 });
    // Dragged across the picture's full width (from the grey on its left to the grey on its right).
    const start = percentIn(picture, 250, 30);
    const end = percentIn(picture, 620, 360);
    expect(areaFromDrag(start, end)).toEqual({ x: 0, y: 2.98, width: 100, height: 97.02 });
    // A click at the picture's left edge is x = 0, not the 30 % of the frame.
    expect(percentIn(picture, 301.6, 188).x).toBe(0);
    // A landscape picture fills the width and is centred vertically.
    expect(containedBox(frame, { width: 1600, height: 400 })).toEqual({ left: 100, top: 104, width: 672, height: 168 });
    // Unknown proportions: the frame.
    expect(containedBox(frame, null)).toEqual(frame);
    expect(containedBox(frame, { width: 0, height: 10 })).toEqual(frame);
  });

  it('spans a drag from any corner', () => {
    expect(areaFromDrag({ x: 80, y: 70 }, { x: 20, y: 10 })).toEqual({ x: 20, y: 10, width: 60, height: 60 });
  });

  it('keeps areas inside the image with a minimum size', () => {
    expect(clampArea({ x: 90, y: -5, width: 30, height: 1 })).toEqual({ x: 70, y: 0, width: 30, height: 2 });
    expect(clampArea({ x: Number.NaN, y: 0, width: 200, height: 50.123 })).toEqual({ x: 0, y: 0, width: 100, height: 50.12 });
  });

  it('tells a click from a drag', () => {
    expect(isClick({ x: 10, y: 10 }, { x: 11, y: 10.5 })).toBe(true);
    expect(isClick({ x: 10, y: 10 }, { x: 30, y: 10 })).toBe(false);
  });

  it('moves the focal point inside the crop area', () => {
    expect(focalInsideArea({ x: 0.1, y: 0.1 }, { x: 20, y: 30, width: 50, height: 50 })).toEqual({ x: 0.2, y: 0.3 });
    expect(focalInsideArea({ x: 0.5, y: 0.95 }, { x: 20, y: 30, width: 50, height: 50 })).toEqual({ x: 0.5, y: 0.8 });
  });

  it('knows the untouched full area', () => {
    expect(isFullArea({ x: 0, y: 0, width: 100, height: 100 })).toBe(true);
    expect(isFullArea({ x: 0, y: 0, width: 99, height: 100 })).toBe(false);
  });
});
