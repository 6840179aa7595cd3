import type { CropArea, FocalPoint } from '@/shared/content/media';

/** Crop maths of the crop dialog. Areas are percent of the image (editor-panels §4), points 0..1. */
export const FULL_AREA: CropArea = { x: 0, y: 0, width: 100, height: 100 };
/** Smaller drags count as a click (which sets the focal point). */
export const MIN_CROP_PERCENT = 2;

export type Point = { x: number; y: number };
export type Box = { left: number; top: number; width: number; height: number };
type Size = { width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Where a picture of `image`'s proportions is drawn inside `frame` with object-fit: contain —
 * centred, as large as fits; the rest of the frame is the grey around it. Unknown proportions: the
 * whole frame.
 */
export function containedBox(frame: Box, image: Partial<Size> | null): Box {
  if (!image?.width || !image.height || frame.width <= 0 || frame.height <= 0) return frame;
  const scale = Math.min(frame.width / image.width, frame.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { left: frame.left + (frame.width - width) / 2, top: frame.top + (frame.height - height) / 2, width, height };
}

/** A pointer position as percent of the box (the picture, not its frame), clamped inside it. */
export function percentIn(box: Box, clientX: number, clientY: number): Point {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return { x: clamp(((clientX - box.left) / box.width) * 100, 0, 100), y: clamp(((clientY - box.top) / box.height) * 100, 0, 100) };
}

/** The rectangle spanned by a drag, whichever corner it started from. */
export function areaFromDrag(start: Point, end: Point): CropArea {
  const x = Math.min(start.x, end.x);
  const y = Math.min(start.y, end.y);
  return clampArea({ x, y, width: Math.abs(end.x - start.x), height: Math.abs(end.y - start.y) });
}

export function isClick(start: Point, end: Point): boolean {
  return Math.abs(end.x - start.x) < MIN_CROP_PERCENT && Math.abs(end.y - start.y) < MIN_CROP_PERCENT;
}

/** Keeps an area inside the image and at least the minimum size, rounded to 0.01 %. */
export function clampArea(area: CropArea): CropArea {
  const width = clamp(Number.isFinite(area.width) ? area.width : 100, MIN_CROP_PERCENT, 100);
  const height = clamp(Number.isFinite(area.height) ? area.height : 100, MIN_CROP_PERCENT, 100);
  const x = clamp(Number.isFinite(area.x) ? area.x : 0, 0, 100 - width);
  const y = clamp(Number.isFinite(area.y) ? area.y : 0, 0, 100 - height);
  return { x: round2(x), y: round2(y), width: round2(width), height: round2(height) };
}

/** The focal point (in the image's 0..1 coordinates) moved inside the crop area (editor-panels §4). */
export function focalInsideArea(focal: FocalPoint, area: CropArea): FocalPoint {
  const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    x: round4(clamp(focal.x, area.x / 100, (area.x + area.width) / 100)),
    y: round4(clamp(focal.y, area.y / 100, (area.y + area.height) / 100)),
  };
}

export function isFullArea(area: CropArea): boolean {
  return area.x === 0 && area.y === 0 && area.width === 100 && area.height === 100;
}
