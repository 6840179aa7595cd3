import { describe, expect, it } from 'vitest';
import { MARKER_FACE_PX, MARKER_GAP_PX, placeMarkers } from './marker-offsets';

const STEP = MARKER_FACE_PX + MARKER_GAP_PX;
/** Winterthur's demo course: hole 6 ends 29 m from the bar; hole 1 ends 54 m from hole 2's tee. */
const HOLE_6 = { lng: 8.72874, lat: 47.49802 };
const BAR = { lng: 8.72842, lat: 47.49818 };
const HOLE_1_END = { lng: 8.72528, lat: 47.49962 };
const HOLE_2_TEE = { lng: 8.72596, lat: 47.49948 };
const FAR = { lng: 8.735, lat: 47.505 };

/** Screen positions (relative to the first point) after the offsets, at a zoom. */
function screen(points: { lng: number; lat: number }[], zoom: number): [number, number][] {
  const size = 512 * 2 ** zoom;
  const y = (lat: number) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size;
  };
  const placed = placeMarkers(points, zoom);
  return points.map((p, i) => [((p.lng + 180) / 360) * size + (placed[i]?.offset[0] ?? 0), y(p.lat) + (placed[i]?.offset[1] ?? 0)]);
}

const minDistance = (at: [number, number][]) => Math.min(...at.flatMap((a, i) => at.slice(i + 1).map((b) => Math.hypot(a[0] - b[0], a[1] - b[1]))));

describe('placeMarkers', () => {
  it('leaves markers alone that do not overlap', () => {
    expect(placeMarkers([HOLE_6, FAR], 16)).toEqual([
      { offset: [0, 0], hasPair: false },
      { offset: [0, 0], hasPair: false },
    ]);
  });

  it('puts markers at the same place side by side, one marker step apart, around their place', () => {
    const [a, b] = placeMarkers([HOLE_6, { ...HOLE_6 }], 16);
    expect(a).toEqual({ offset: [-STEP / 2, 0], hasPair: true });
    expect(b).toEqual({ offset: [STEP / 2, 0], hasPair: true });
  });

  it('keeps a pair in its west-to-east order, whatever order the course lists it in', () => {
    // The bar lies west of hole 6: it takes the left place.
    const [hole, bar] = placeMarkers([HOLE_6, BAR], 16);
    expect(bar?.offset[0]).toBeLessThan(hole?.offset[0] ?? 0);
    expect(minDistance(screen([HOLE_6, BAR], 16))).toBeGreaterThanOrEqual(STEP - 0.2);
  });

  it('pairs by the zoom: the overview spreads markers that a closer zoom shows apart', () => {
    const points = [HOLE_1_END, HOLE_2_TEE];
    expect(placeMarkers(points, 16).every((p) => !p.hasPair)).toBe(true);
    expect(placeMarkers(points, 15).every((p) => p.hasPair)).toBe(true);
    expect(minDistance(screen(points, 15))).toBeGreaterThanOrEqual(STEP - 0.2);
  });

  it('lays out a crowd in a grid where no two faces overlap', () => {
    const crowd = Array.from({ length: 7 }, (_, i) => ({ lng: 8.7284 + i * 0.00001, lat: 47.4981 - (i % 3) * 0.00001 }));
    const placed = placeMarkers(crowd, 16);
    expect(placed.every((p) => p.hasPair)).toBe(true);
    expect(minDistance(screen(crowd, 16))).toBeGreaterThanOrEqual(STEP - 0.2);
    // Three columns: no marker moves further than its grid cell from the crowd's centre.
    for (const { offset } of placed) expect(Math.max(Math.abs(offset[0]), Math.abs(offset[1]))).toBeLessThanOrEqual(STEP * 1.5);
  });
});
