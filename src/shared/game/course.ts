/**
 * The course of the play page: the map collection's pages in order, holes then ranking (spec §2.2
 * "one drawer page per hole, plus pages for the ranking"). Serializable, built on the server.
 */
export const MARKER_ICONS = ['start', 'end', 'party', 'default'] as const;
export type MarkerIcon = (typeof MARKER_ICONS)[number];

export type CourseMarker = { lng: number; lat: number; icon: MarkerIcon };

export type CoursePage = {
  /** The page's id; scores of a hole are stored under it. */
  id: string;
  title: string;
  kind: 'hole' | 'ranking';
  /** 1-based hole number (holes only). */
  number: number | null;
  /** The page's own URL (popups link to it). */
  href: string | null;
  markers: CourseMarker[];
};

export type Course = { pages: CoursePage[] };

export const coursePageIds = (course: Course) => course.pages.map((page) => page.id);
export const holePageIds = (course: Course) => course.pages.filter((page) => page.kind === 'hole').map((page) => page.id);

/** POI text coordinates (free text, editor-core §5) to numbers; entries that are not coordinates are skipped. */
export function readMarkers(value: unknown): CourseMarker[] {
  const list = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { points?: unknown }).points : value;
  if (!Array.isArray(list)) return [];
  const markers: CourseMarker[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { latitude, longitude, icon } = entry as Record<string, unknown>;
    const lat = Number.parseFloat(String(latitude ?? '').replace(',', '.'));
    const lng = Number.parseFloat(String(longitude ?? '').replace(',', '.'));
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    markers.push({ lat, lng, icon: (MARKER_ICONS as readonly unknown[]).includes(icon) ? (icon as MarkerIcon) : 'default' });
  }
  return markers;
}

/** The stored route (mapRoute option: [longitude, latitude] pairs); anything malformed is skipped. */
export function readRoute(value: unknown): [number, number][] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (pair): pair is [number, number] =>
        Array.isArray(pair) &&
        pair.length >= 2 &&
        typeof pair[0] === 'number' &&
        typeof pair[1] === 'number' &&
        Number.isFinite(pair[0]) &&
        Number.isFinite(pair[1]),
    )
    .map(([lng, lat]) => [lng, lat]);
}

/**
 * A score tracker section inside a drawer page renders only an empty element with this attribute
 * (its mode as value, `card` or `table`, and the drawer page's id in `data-course-page`); the play
 * screen's island renders the tracker into it (src/game/screens/PlayScreen.tsx), inside its game and
 * course, so the drawer pages stay the server's HTML.
 */
export const SCORE_TRACKER_MOUNT = 'data-score-tracker';
export const COURSE_PAGE_ATTRIBUTE = 'data-course-page';
