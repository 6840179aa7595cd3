import { describe, expect, it } from 'vitest';
import { formatMapRoute, MAP_ROUTE_MAX_POINTS, parseMapRoute } from './map-route';

const route: [number, number][] = [
  [8.5417, 47.3769],
  [8.5482, 47.3667],
];

describe('parseMapRoute', () => {
  it('clears the route on empty or whitespace-only input', () => {
    expect(parseMapRoute('')).toEqual({ ok: true, value: [] });
    expect(parseMapRoute('  \n\t ')).toEqual({ ok: true, value: [] });
  });

  it('finds decimal pairs in free text and saves Swiss lat,lng as lng,lat', () => {
    expect(parseMapRoute('Start 47.3769, 8.5417 then 47.3667,8.5482 end')).toEqual({ ok: true, value: route });
    expect(parseMapRoute('47.3769 8.5417; 47.3667 8.5482')).toEqual({ ok: true, value: route });
  });

  it('keeps free-text pairs already in lng,lat order', () => {
    expect(parseMapRoute('8.5417, 47.3769\n8.5482, 47.3667')).toEqual({ ok: true, value: route });
  });

  it('requires more than one pair in free text', () => {
    expect(parseMapRoute('47.3769, 8.5417')).toEqual({ ok: false, error: 'format' });
    expect(parseMapRoute('somewhere near Zurich')).toEqual({ ok: false, error: 'format' });
  });

  it('accepts a JSON array of pairs, swapping Swiss lat,lng and keeping lng,lat', () => {
    expect(parseMapRoute(JSON.stringify(route))).toEqual({ ok: true, value: route });
    expect(parseMapRoute('[[47.3769, 8.5417], [47.3667, 8.5482]]')).toEqual({ ok: true, value: route });
  });

  it('accepts JSON pairs nested one level and joins the segments', () => {
    const nested = [
      [[8.5417, 47.3769]],
      [
        [8.5482, 47.3667],
        [8.55, 47.36],
      ],
    ];
    expect(parseMapRoute(JSON.stringify(nested))).toEqual({ ok: true, value: [...route, [8.55, 47.36]] });
  });

  it('keeps pairs outside Switzerland as given unless a value cannot be a latitude', () => {
    expect(parseMapRoute('[[2.35, 48.85], [2.36, 48.86]]')).toEqual({
      ok: true,
      value: [
        [2.35, 48.85],
        [2.36, 48.86],
      ],
    });
    expect(parseMapRoute('[[40.7, -120.5], [40.8, -120.6]]')).toEqual({
      ok: true,
      value: [
        [-120.5, 40.7],
        [-120.6, 40.8],
      ],
    });
  });

  it('rejects JSON of the wrong shape with the format message', () => {
    for (const input of ['[1, 2, 3]', '[[1, 2, 3], [4, 5, 6]]', '[["8.5", "47.3"], ["8.6", "47.4"]]', '[[[[8.5, 47.3]]]]', '[]', '{"a": 1}']) {
      expect(parseMapRoute(input)).toEqual({ ok: false, error: 'format' });
    }
  });

  it('rejects coordinates off the globe', () => {
    expect(parseMapRoute('[[200, 100], [201, 101]]')).toEqual({ ok: false, error: 'format' });
  });

  it('reads the first LineString of a GeoJSON FeatureCollection without reordering', () => {
    const geojson = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'LineString',
            coordinates: [
              [8.5417, 47.3769, 410],
              [8.5482, 47.3667],
            ],
          },
        },
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [0, 0] } },
      ],
    };
    expect(parseMapRoute(JSON.stringify(geojson))).toEqual({ ok: true, value: route });
  });

  it('rejects a FeatureCollection whose first feature is not a LineString', () => {
    const points = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [8.5, 47.3] } }] };
    expect(parseMapRoute(JSON.stringify(points))).toEqual({ ok: false, error: 'format' });
    expect(parseMapRoute('{"type":"FeatureCollection","features":[]}')).toEqual({ ok: false, error: 'format' });
  });

  it('tells broken JSON apart from text without coordinates, and names too long a route', () => {
    expect(parseMapRoute('[[8.5, 47.3], [8.6,')).toEqual({ ok: false, error: 'json' });
    const long = Array.from({ length: MAP_ROUTE_MAX_POINTS + 1 }, (_, i) => [8 + i / 1e5, 47]);
    expect(parseMapRoute(JSON.stringify(long))).toEqual({ ok: false, error: 'tooMany' });
  });

  it('falls back to free-text pairs when bracketed text is not JSON', () => {
    expect(parseMapRoute('[47.3769, 8.5417] [47.3667, 8.5482]')).toEqual({ ok: true, value: route });
  });

  it('round-trips a stored route through its textarea text', () => {
    expect(parseMapRoute(formatMapRoute(route))).toEqual({ ok: true, value: route });
    expect(formatMapRoute([])).toBe('');
    expect(formatMapRoute('nonsense')).toBe('');
  });
});
