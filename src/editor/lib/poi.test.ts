import { describe, expect, it } from 'vitest';
import { padPoiEntries, readPoiEntries, toPoiOptionValue } from './poi';

describe('POI entries', () => {
  it('reads the stored object and a bare list, coercing numbers and unknown icons', () => {
    const stored = { points: [{ latitude: '47.1', longitude: 8.2, icon: 'end' }, { latitude: 'x', icon: 'rocket' }, 'junk'] };
    const expected = [
      { latitude: '47.1', longitude: '8.2', icon: 'end' },
      { latitude: 'x', longitude: '', icon: 'party' },
    ];
    expect(readPoiEntries(stored)).toEqual(expected);
    expect(readPoiEntries(stored.points)).toEqual(expected);
    expect(readPoiEntries(null)).toEqual([]);
  });

  it('always shows at least two rows, start then end', () => {
    expect(padPoiEntries([])).toEqual([
      { latitude: '', longitude: '', icon: 'start' },
      { latitude: '', longitude: '', icon: 'end' },
    ]);
    const three = padPoiEntries([], 3);
    expect(three[2]?.icon).toBe('party');
  });

  it('stores trimmed free text and drops rows left blank', () => {
    const entries = [
      { latitude: ' 47.1 ', longitude: 'near the lake', icon: 'start' as const },
      { latitude: ' ', longitude: '', icon: 'end' as const },
    ];
    expect(toPoiOptionValue(entries)).toEqual({ points: [{ latitude: '47.1', longitude: 'near the lake', icon: 'start' }] });
  });
});
