import { MARKER_FACE_PX, type MarkerPoint, placeMarkers } from './marker-offsets';

/** MapLibre's world is 512 px wide at zoom 0 (as in marker-offsets). */
const WORLD_PX = 512;
/** Zooms are tried in the quarter steps the marker placement follows (CourseMap's zoomStep). */
const STEP = 0.25;
/** A face reaches half its size around its point, and its number badge 8 px further up and right. */
const FACE_HALF = MARKER_FACE_PX / 2;
const BADGE = 8;

export type Insets = { top: number; right: number; bottom: number; left: number };
export type FitCourseOptions = {
  markers: readonly MarkerPoint[];
  route: readonly (readonly [number, number])[];
  /** The map element's size in CSS pixels. */
  size: { width: number; height: number };
  /** What covers the map's edges (notices, controls, the drawer), plus breathing room. */
  padding: Insets;
  minZoom: number;
  maxZoom: number;
};
export type Camera = { center: [number, number]; zoom: number };

function project(lng: number, lat: number, zoom: number): [number, number] {
  const size = WORLD_PX * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
}

function unproject(x: number, y: number, zoom: number): [number, number] {
  const size = WORLD_PX * 2 ** zoom;
  const lng = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return [lng, lat];
}

type Box = { minX: number; minY: number; maxX: number; maxY: number };

/** What the course covers on screen at a zoom, in world pixels: marker faces where they are placed (spread apart), and the route. */
function courseBox(options: FitCourseOptions, zoom: number): Box | null {
  const box: Box = { minX: Number.POSITIVE_INFINITY, minY: Number.POSITIVE_INFINITY, maxX: Number.NEGATIVE_INFINITY, maxY: Number.NEGATIVE_INFINITY };
  const placements = placeMarkers(options.markers, zoom);
  options.markers.forEach((marker, i) => {
    const [x, y] = project(marker.lng, marker.lat, zoom);
    const [dx, dy] = placements[i]?.offset ?? [0, 0];
    box.minX = Math.min(box.minX, x + dx - FACE_HALF);
    box.maxX = Math.max(box.maxX, x + dx + FACE_HALF + BADGE);
    box.minY = Math.min(box.minY, y + dy - FACE_HALF - BADGE);
    box.maxY = Math.max(box.maxY, y + dy + FACE_HALF);
  });
  for (const [lng, lat] of options.route) {
    const [x, y] = project(lng, lat, zoom);
    box.minX = Math.min(box.minX, x - 3);
    box.maxX = Math.max(box.maxX, x + 3);
    box.minY = Math.min(box.minY, y - 3);
    box.maxY = Math.max(box.maxY, y + 3);
  }
  return Number.isFinite(box.minX) ? box : null;
}

/**
 * The camera that shows the whole course inside the part of the map nothing covers: the closest
 * quarter-step zoom at which every marker face (spread apart as the map spreads them at that zoom)
 * and the route fit inside the padding, centred in that part. Null without markers or route.
 * (MapLibre's fitBounds knows neither the faces' size nor their spreading, so a phone cut them off.)
 */
export function fitCourse(options: FitCourseOptions): Camera | null {
  const { size, padding } = options;
  // A padding that leaves (almost) nothing of the map is ignored rather than obeyed.
  const usable = size.width - padding.left - padding.right >= 80 && size.height - padding.top - padding.bottom >= 80;
  const pad = usable ? padding : { top: 8, right: 8, bottom: 8, left: 8 };
  const width = size.width - pad.left - pad.right;
  const height = size.height - pad.top - pad.bottom;
  // Where the points alone would just fit: the faces need that zoom or a lower one.
  const points = [...options.markers.map((m) => [m.lng, m.lat] as const), ...options.route].map(([lng, lat]) => project(lng, lat, 0));
  if (points.length === 0) return null;
  const span = (axis: 0 | 1) => Math.max(Math.max(...points.map((p) => p[axis])) - Math.min(...points.map((p) => p[axis])), 1e-9);
  const ideal = Math.min(Math.log2(width / span(0)), Math.log2(height / span(1)));
  let zoom = Math.max(options.minZoom, Math.min(options.maxZoom, Math.floor(ideal / STEP) * STEP));
  let box = courseBox(options, zoom);
  while (box && zoom - STEP >= options.minZoom && (box.maxX - box.minX > width || box.maxY - box.minY > height)) {
    zoom -= STEP;
    box = courseBox(options, zoom);
  }
  if (!box) return null;
  const x = (box.minX + box.maxX) / 2 + (pad.right - pad.left) / 2;
  const y = (box.minY + box.maxY) / 2 + (pad.bottom - pad.top) / 2;
  return { center: unproject(x, y, zoom), zoom };
}
