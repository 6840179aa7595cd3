/**
 * Markers at (nearly) the same place — a hole and the bar beside it, one hole's end and the next
 * one's tee — would cover each other at the overview's zoom. Markers whose faces would overlap at
 * the current zoom form a group (the spec's `hasPair`); a group is laid out side by side around its
 * centre (two or three in a row, more in a small grid), in their west-to-east and north-to-south
 * order so every marker stays on its own side. The offsets are screen pixels, recomputed per zoom.
 */

/** A marker face is 36 px (size-9 in MarkerIcon) with room for its number badge; 6 px between faces. */
export const MARKER_FACE_PX = 36;
export const MARKER_GAP_PX = 6;
const STEP = MARKER_FACE_PX + MARKER_GAP_PX;
/** MapLibre's world is 512 px wide at zoom 0. */
const WORLD_PX = 512;

export type MarkerPoint = { lng: number; lat: number };
export type MarkerPlacement = { offset: [number, number]; hasPair: boolean };

function project({ lng, lat }: MarkerPoint, zoom: number): [number, number] {
  const size = WORLD_PX * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
}

/** Groups of indices whose projected points lie closer than one marker step (transitively). */
function overlappingGroups(pixels: readonly [number, number][]): number[][] {
  const parent = pixels.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    return r;
  };
  for (let i = 0; i < pixels.length; i += 1) {
    for (let j = i + 1; j < pixels.length; j += 1) {
      const [ax, ay] = pixels[i] ?? [0, 0];
      const [bx, by] = pixels[j] ?? [0, 0];
      if (Math.hypot(ax - bx, ay - by) < STEP) parent[root(j)] = root(i);
    }
  }
  const groups = new Map<number, number[]>();
  for (let i = 0; i < pixels.length; i += 1) groups.set(root(i), [...(groups.get(root(i)) ?? []), i]);
  return [...groups.values()];
}

/** Where each member of a group goes, relative to the group's centre: one row of up to 3, else a grid. */
function slots(count: number): [number, number][] {
  const columns = count <= 3 ? count : Math.ceil(Math.sqrt(count));
  const rows = Math.ceil(count / columns);
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / columns);
    const inRow = row === rows - 1 ? count - row * columns : columns;
    const column = i % columns;
    return [(column - (inRow - 1) / 2) * STEP, (row - (rows - 1) / 2) * STEP];
  });
}

export function placeMarkers(points: readonly MarkerPoint[], zoom: number): MarkerPlacement[] {
  const pixels = points.map((point) => project(point, zoom));
  const placements: MarkerPlacement[] = points.map(() => ({ offset: [0, 0], hasPair: false }));
  for (const group of overlappingGroups(pixels)) {
    if (group.length < 2) continue;
    const at = (i: number) => pixels[i] ?? [0, 0];
    const cx = group.reduce((sum, i) => sum + at(i)[0], 0) / group.length;
    const cy = group.reduce((sum, i) => sum + at(i)[1], 0) / group.length;
    const columns = group.length <= 3 ? group.length : Math.ceil(Math.sqrt(group.length));
    // North to south into rows, then west to east within a row (a row of up to 3 is one row).
    const byLatitude = [...group].sort((a, b) => at(a)[1] - at(b)[1] || a - b);
    const ordered = Array.from({ length: Math.ceil(group.length / columns) }, (_, row) =>
      byLatitude.slice(row * columns, row * columns + columns).sort((a, b) => at(a)[0] - at(b)[0] || a - b),
    ).flat();
    const targets = slots(group.length);
    ordered.forEach((index, slot) => {
      const [tx, ty] = targets[slot] ?? [0, 0];
      const [x, y] = at(index);
      placements[index] = { offset: [round(cx + tx - x), round(cy + ty - y)], hasPair: true };
    });
  }
  return placements;
}

const round = (n: number) => Math.round(n * 10) / 10;
