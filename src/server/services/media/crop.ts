import type { CropArea, FocalPoint } from '../../../shared/content/media';

export type PixelRect = { left: number; top: number; width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A crop area in percent of an image, as whole pixels that stay inside it (at least 1×1). */
export function cropToPixels(area: CropArea, size: { width: number; height: number }): PixelRect {
  const left = clamp(Math.round((area.x / 100) * size.width), 0, size.width - 1);
  const top = clamp(Math.round((area.y / 100) * size.height), 0, size.height - 1);
  const right = clamp(Math.round(((area.x + area.width) / 100) * size.width), left + 1, size.width);
  const bottom = clamp(Math.round(((area.y + area.height) / 100) * size.height), top + 1, size.height);
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The focal point of a crop: a point given in the parent's coordinates (0..1) is clamped into the
 * crop area and re-expressed relative to the crop, so `object-position` keeps pointing at it.
 */
export function focalInCrop(focal: FocalPoint, area: CropArea): FocalPoint {
  const relative = (value: number, start: number, length: number) => (length > 0 ? clamp((value * 100 - start) / length, 0, 1) : 0.5);
  return { x: round(relative(focal.x, area.x, area.width)), y: round(relative(focal.y, area.y, area.height)) };
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
