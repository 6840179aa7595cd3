import { describe, expect, it } from 'vitest';
import type { GroupNode, OptionValue, PageTree } from '../../../shared/content/types';
import { readRoute } from '../../../shared/game/course';
import { buildCourse } from './build-course';

const makeGroup = ({ type, options }: { type: string; options: Record<string, OptionValue> }): GroupNode => ({
  id: `group-${type}`,
  type,
  status: 'published',
  position: 0,
  options,
  meta: { disallowedLanguages: [] },
  fields: {},
});
const ctx = { locale: 'de', mode: 'live', site: { defaultLocale: 'de' } } as const;

function mapPage(id: string, slug: string, groups: GroupNode[]): PageTree {
  return {
    page: {
      id,
      siteId: 'site-1',
      collection: 'map',
      role: null,
      specialKey: null,
      status: 'published',
      slug: { de: slug },
      meta: { name: { de: `Seite ${slug}` }, disallowedLanguages: [] },
    },
    groups,
  };
}

const details = (points: unknown) => makeGroup({ type: 'mapDetails', options: { poi: points as GroupNode['options'][string] } });
const tracker = (mode: 'card' | 'table') => makeGroup({ type: 'scoreTracker', options: { scoreOptions: mode } });

describe('buildCourse', () => {
  it('puts the holes first, numbered, and the ranking last; markers from the POIs', () => {
    const ranking = mapPage('r', 'rangliste', [tracker('table')]);
    const hole1 = mapPage('h1', 'loch-1', [
      details({
        points: [
          { latitude: '47.5', longitude: '8.72', icon: 'start' },
          { latitude: 'x', longitude: '8', icon: 'end' },
        ],
      }),
      tracker('card'),
    ]);
    const hole2 = mapPage('h2', 'loch-2', [details({ points: [{ latitude: '47,49', longitude: '8,73', icon: 'weird' }] })]);
    const { course, trees } = buildCourse([ranking, hole1, hole2], ctx);
    expect(course.pages.map((p) => [p.id, p.kind, p.number])).toEqual([
      ['h1', 'hole', 1],
      ['h2', 'hole', 2],
      ['r', 'ranking', null],
    ]);
    expect(trees.map((t) => t.page.id)).toEqual(['h1', 'h2', 'r']);
    expect(course.pages[0]?.markers).toEqual([{ lat: 47.5, lng: 8.72, icon: 'start' }]);
    expect(course.pages[1]?.markers).toEqual([{ lat: 47.49, lng: 8.73, icon: 'default' }]);
    expect(course.pages[0]?.href).toBe('/de/map/loch-1');
    expect(course.pages[2]?.title).toBe('Seite rangliste');
  });

  it('reads only finite [longitude, latitude] pairs of a route', () => {
    expect(readRoute([[8.72, 47.5], ['x', 1], [8.73], [8.74, 47.51, 400]])).toEqual([
      [8.72, 47.5],
      [8.74, 47.51],
    ]);
    expect(readRoute(null)).toEqual([]);
  });
});
