/** Map constants (spec §9.2), named as the spec names them. */

/** Near Winterthur, [longitude, latitude]. */
export const MAP_DEFAULT_CENTER: [number, number] = [8.7241, 47.4997];
export const MAP_DEFAULT_ZOOM = 5.5;
export const MAP_MIN_ZOOM = 5;
export const MAP_MAX_ZOOM = 16;
/** South-west and north-east corners, [longitude, latitude]. */
export const MAP_BOUNDS: [[number, number], [number, number]] = [
  [5, 45],
  [11, 48],
];
/**
 * Room between the course's marker faces and whatever covers the map's edges when the overview is
 * fitted (src/game/map/fit-course.ts). The spec's 50 was measured from the marker points, the
 * faces' reach included; the faces are measured now, and more would shrink a phone's course (it needs every pixel of 390).
 */
export const MAP_FIT_PADDING = 8;
export const MAP_FLY_TO_ZOOM = 18;
export const MAP_FLY_TO_DURATION_MS = 800;
export const MAP_ROUTE_LINE_WIDTH = 5;
export const MAP_ROUTE_LINE_OPACITY = 0.7;

/** Drawer snap points: collapsed and full screen. */
export const DRAWER_SNAP_POINTS = [0.2, 1] as const;

/** Local storage: the chosen map theme. Session storage: the location tooltip was closed. */
export const MAP_THEME_STORAGE_KEY = 'urbanGolf.mapTheme';
export const MAP_TOOLTIP_SEEN_SESSION_KEY = 'urbanGolf.mapTooltipSeen';

/** Where the app serves MapLibre's web worker (src/app/map/maplibre-worker). */
export const MAPLIBRE_WORKER_PATH = '/map/maplibre-worker';
