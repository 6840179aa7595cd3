import { describe, expect, it } from 'vitest';
import { activeLetter, filterBusinesses, groupByLetter, letterOf, matchesQuery, normaliseText } from './directory-filter';

const business = (name: string, ...places: [string, string][]) => ({ name, branches: places.map(([postcode, city]) => ({ postcode, city })) });

describe('normaliseText', () => {
  it('drops accents and umlauts, folds case and spaces', () => {
    expect(normaliseText('  Zürich  Öffnungszeit ')).toBe('zurich offnungszeit');
    expect(normaliseText('Éclat Lunetterie')).toBe('eclat lunetterie');
    expect(normaliseText('Straße')).toBe('strasse');
  });
});

describe('letterOf', () => {
  it('groups umlauts and accents under their base letter', () => {
    expect(letterOf('Äugli Optik')).toBe('A');
    expect(letterOf('Éclat Lunetterie')).toBe('E');
    expect(letterOf('Öko-Brillen')).toBe('O');
    expect(letterOf('çà et là')).toBe('C');
    expect(letterOf('brillenwerk')).toBe('B');
  });

  it('puts names starting with a digit or sign under "#"', () => {
    expect(letterOf('4-Augen Optik')).toBe('#');
    expect(letterOf('  ')).toBe('#');
  });
});

describe('matchesQuery', () => {
  const egger = business('Brillen Egger', ['8001', 'Zürich'], ['8400', 'Winterthur']);

  it('matches the name, a city or a postcode, without accents and case', () => {
    expect(matchesQuery(egger, 'egger')).toBe(true);
    expect(matchesQuery(egger, 'zurich')).toBe(true);
    expect(matchesQuery(egger, 'WINTER')).toBe(true);
    expect(matchesQuery(egger, '8400')).toBe(true);
    expect(matchesQuery(egger, 'Bern')).toBe(false);
  });

  it('matches at the start of a word only', () => {
    const muster = business('Optik Muster', ['8400', 'Winterthur']);
    const uster = business('Brillen Egger Uster', ['8610', 'Uster']);
    expect(filterBusinesses([muster, uster], 'Uster')).toEqual([uster]);
    expect(matchesQuery(muster, 'ster')).toBe(false);
    expect(matchesQuery(business('Brillen-Egger', ['8610', 'Uster']), 'egg')).toBe(true);
    expect(matchesQuery(uster, '86')).toBe(true);
    expect(matchesQuery(uster, '10')).toBe(false);
  });

  it('needs every word somewhere', () => {
    expect(matchesQuery(egger, 'egger 8001')).toBe(true);
    expect(matchesQuery(egger, 'egger 3011')).toBe(false);
  });

  it('lets an empty query through', () => {
    expect(matchesQuery(egger, '   ')).toBe(true);
  });
});

describe('filterBusinesses and groupByLetter', () => {
  const list = [
    business('Augenblick', ['3011', 'Bern']),
    business('Äugli Optik', ['9000', 'St. Gallen']),
    business('Brillen Egger', ['8001', 'Zürich']),
    business('Éclat Lunetterie', ['1003', 'Lausanne']),
    business('4-Augen Optik', ['6003', 'Luzern']),
  ];

  it('groups A–Z in index order with "#" last, keeping the given order inside a letter', () => {
    const groups = groupByLetter(list);
    expect(groups.map((g) => g.letter)).toEqual(['A', 'B', 'E', '#']);
    expect(groups[0]?.businesses.map((b) => b.name)).toEqual(['Augenblick', 'Äugli Optik']);
  });

  it('filters before grouping: letters without a match disappear', () => {
    const groups = groupByLetter(filterBusinesses(list, 'lausanne'));
    expect(groups).toEqual([{ letter: 'E', businesses: [list[3]] }]);
    expect(groupByLetter(filterBusinesses(list, 'nowhere'))).toEqual([]);
  });
});

describe('activeLetter', () => {
  const tops = [
    { letter: 'A' as const, top: -400 },
    { letter: 'B' as const, top: 120 },
    { letter: 'E' as const, top: 900 },
  ];

  it('is the last group that reached the line', () => {
    expect(activeLetter(tops, 160)).toBe('B');
    expect(activeLetter(tops, 100)).toBe('A');
  });

  it('is none before the first group reached it', () => {
    expect(activeLetter([{ letter: 'A', top: 500 }], 160)).toBeNull();
  });
});
