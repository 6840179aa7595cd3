import { describe, expect, it } from 'vitest';
import { cropToPixels, focalInCrop } from './crop';

describe('cropToPixels', () => {
  it('turns percent into whole pixels', () => {
    expect(cropToPixels({ x: 10, y: 20, width: 50, height: 50 }, { width: 1000, height: 500 })).toEqual({ left: 100, top: 100, width: 500, height: 250 });
  });

  it('keeps the rectangle inside the image and at least one pixel large', () => {
    expect(cropToPixels({ x: 90, y: 90, width: 30, height: 30 }, { width: 100, height: 100 })).toEqual({ left: 90, top: 90, width: 10, height: 10 });
    expect(cropToPixels({ x: 100, y: 0, width: 0, height: 0 }, { width: 100, height: 100 })).toEqual({ left: 99, top: 0, width: 1, height: 1 });
  });

  it('covers the whole image at 0/0/100/100', () => {
    expect(cropToPixels({ x: 0, y: 0, width: 100, height: 100 }, { width: 333, height: 77 })).toEqual({ left: 0, top: 0, width: 333, height: 77 });
  });
});

describe('focalInCrop', () => {
  it('re-expresses a point inside the crop relative to it', () => {
    expect(focalInCrop({ x: 0.5, y: 0.5 }, { x: 25, y: 25, width: 50, height: 50 })).toEqual({ x: 0.5, y: 0.5 });
    expect(focalInCrop({ x: 0.3, y: 0.6 }, { x: 20, y: 40, width: 40, height: 40 })).toEqual({ x: 0.25, y: 0.5 });
  });

  it('clamps a point outside the crop onto its edge', () => {
    expect(focalInCrop({ x: 0.1, y: 0.1 }, { x: 50, y: 50, width: 50, height: 50 })).toEqual({ x: 0, y: 0 });
    expect(focalInCrop({ x: 0.9, y: 0.2 }, { x: 0, y: 30, width: 50, height: 50 })).toEqual({ x: 1, y: 0 });
  });
});
