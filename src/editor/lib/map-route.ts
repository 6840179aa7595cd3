/**
 * Map route input (editor-core §5): a route is saved as [longitude, latitude] pairs.
 *
 * Accepted, in this order:
 * 1. GeoJSON: a FeatureCollection whose first feature is a LineString. GeoJSON is lng,lat by
 *    definition, so its order is kept as is (altitudes are dropped).
 * 2. JSON: an array of number pairs, possibly nested one level (segments are joined).
 * 3. Free text: decimal pairs found by pattern ("47.37, 8.54 / 47.38 8.55 …"), more than one.
 *    Text that looks like JSON but does not parse is tried as free text before failing, so a
 *    pasted "[47.37, 8.54] [47.38, 8.55]" still works.
 *
 * Order of JSON and free-text pairs: most of our sites are Swiss, where latitude is 45.8–47.9 and
 * longitude 5.9–10.5, ranges that do not overlap. Each pair votes: Swiss lat,lng (or a second
 * value beyond ±90, which cannot be a latitude) votes "swap"; Swiss lng,lat (or a first value
 * beyond ±90) votes "keep". The whole route is swapped when swap wins, so one route never mixes
 * orders; ties and routes elsewhere are kept as given, i.e. read as [longitude, latitude].
 */
/**
 * Why a text is not a route (the option editor words it in the editor language): no usable
 * coordinates, too many of them, or bracketed text that is neither JSON nor coordinate pairs.
 */
export type MapRouteError = 'format' | 'tooMany' | 'json';
export type MapRouteResult = { ok: true; value: [number, number][] } | { ok: false; error: MapRouteError };

/** Matches the save schema's cap on coordinate lists. */
export const MAP_ROUTE_MAX_POINTS = 5000;

const SWISS_LAT = [45.8, 47.9] as const;
const SWISS_LNG = [5.9, 10.5] as const;
const PAIR_PATTERN = /(-?\d{1,3}\.\d+)\s*[,;\s]\s*(-?\d{1,3}\.\d+)/g;

type Pair = [number, number];

const fail = (error: MapRouteError = 'format'): MapRouteResult => ({ ok: false, error });
const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;

function isPosition(value: unknown): value is number[] {
  return Array.isArray(value) && value.length >= 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));
}

function vote([a, b]: Pair): -1 | 0 | 1 {
  if ((within(a, SWISS_LAT) && within(b, SWISS_LNG)) || (Math.abs(a) <= 90 && Math.abs(b) > 90)) return 1;
  if ((within(a, SWISS_LNG) && within(b, SWISS_LAT)) || (Math.abs(a) > 90 && Math.abs(b) <= 90)) return -1;
  return 0;
}

/** Orders pairs as [lng, lat] (see the module comment) and checks they are on the globe. */
function finish(pairs: Pair[], decideOrder: boolean): MapRouteResult {
  if (pairs.length < 2) return fail();
  if (pairs.length > MAP_ROUTE_MAX_POINTS) return fail('tooMany');
  const swap = decideOrder && pairs.reduce((sum, pair) => sum + vote(pair), 0) > 0;
  const value = swap ? pairs.map(([a, b]): Pair => [b, a]) : pairs;
  const onGlobe = value.every(([lng, lat]) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90);
  return onGlobe ? { ok: true, value } : fail();
}

function fromGeoJson(json: Record<string, unknown>): MapRouteResult {
  if (json.type !== 'FeatureCollection' || !Array.isArray(json.features)) return fail();
  const first: unknown = json.features[0];
  const geometry = typeof first === 'object' && first !== null && 'geometry' in first ? first.geometry : null;
  if (typeof geometry !== 'object' || geometry === null || !('type' in geometry) || geometry.type !== 'LineString') return fail();
  const coordinates = 'coordinates' in geometry ? geometry.coordinates : null;
  if (!Array.isArray(coordinates) || !coordinates.every(isPosition)) return fail();
  return finish(
    coordinates.map((position): Pair => [position[0] ?? Number.NaN, position[1] ?? Number.NaN]),
    false,
  );
}

function isPair(value: unknown): value is Pair {
  return isPosition(value) && value.length === 2;
}

function fromJsonArray(json: unknown[]): MapRouteResult {
  // One level of nesting: [[lng, lat], …] or [[[lng, lat], …], …] (segments are joined).
  const segments = json.every(isPair) ? [json] : json.every((segment): segment is Pair[] => Array.isArray(segment) && segment.every(isPair)) ? json : null;
  return segments ? finish(segments.flat(), true) : fail();
}

function fromText(text: string): Pair[] {
  return Array.from(text.matchAll(PAIR_PATTERN), (match): Pair => [Number(match[1]), Number(match[2])]);
}

export function parseMapRoute(input: string): MapRouteResult {
  const text = input.trim();
  if (text === '') return { ok: true, value: [] };
  if (text.startsWith('[') || text.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      const pairs = fromText(text);
      if (pairs.length > 1) return finish(pairs, true);
      return fail('json');
    }
    if (Array.isArray(json)) return fromJsonArray(json);
    if (typeof json === 'object' && json !== null) return fromGeoJson(json as Record<string, unknown>);
    return fail();
  }
  const pairs = fromText(text);
  return pairs.length > 1 ? finish(pairs, true) : fail();
}

/** The textarea text for a stored route: one "lng, lat" JSON pair per line, parseable again. */
export function formatMapRoute(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isPosition)) return '';
  return `[\n${value.map((pair) => `  [${pair[0]}, ${pair[1]}]`).join(',\n')}\n]`;
}
