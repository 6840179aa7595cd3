import { describe, expect, it } from 'vitest';
import { type FitEntry, fitBar } from './bar-fit';

const entry = (id: string, group: number, width: number, priority: number | null): FitEntry => ({ id, group, width, priority });
const space = (available: number) => ({ available, gap: 4, divider: 9, moreId: 'more' });

// logo | pages settings | save publish | signOut more close
const BAR: FitEntry[] = [
  entry('logo', 0, 36, 0),
  entry('pages', 1, 90, 1),
  entry('settings', 1, 130, 2),
  entry('save', 2, 110, 3),
  entry('publish', 2, 170, null),
  entry('signOut', 3, 36, 4),
  entry('more', 3, 70, null),
  entry('close', 3, 36, null),
];
// Everything but "Mehr": 608 wide, 3 dividers of 9 and 9 gaps of 4.
const FULL = 36 + 90 + 130 + 110 + 170 + 36 + 36 + 3 * 9 + 9 * 4;

describe('fitBar', () => {
  it('keeps everything in the bar, without "Mehr", when it fits exactly', () => {
    const fit = fitBar(BAR, space(FULL));
    expect([...fit.menu]).toEqual([]);
    expect([...fit.dividers]).toEqual([1, 2, 3]);
  });

  it('moves the least needed items into the menu first, counting the "Mehr" button', () => {
    // One pixel short: sign-out would free 40, but "Mehr" takes 74, so the save state goes as well.
    expect([...fitBar(BAR, space(FULL - 1)).menu].sort()).toEqual(['save', 'signOut']);
  });

  it('never moves pinned items, and drops a divider whose group shows nothing', () => {
    const fit = fitBar(BAR, space(300));
    expect([...fit.menu].sort()).toEqual(['logo', 'pages', 'save', 'settings', 'signOut']);
    // Only publish | more close remain: one divider, before group 3.
    expect([...fit.dividers]).toEqual([3]);
  });

  it('does not let a narrow, less needed item jump ahead of a wider, more needed one', () => {
    const bar = [entry('wide', 0, 200, 1), entry('narrow', 0, 20, 2), entry('more', 0, 40, null), entry('close', 0, 36, null)];
    expect([...fitBar(bar, space(150)).menu].sort()).toEqual(['narrow', 'wide']);
  });

  it('leaves out what shows nothing: neither in the bar nor in the menu', () => {
    const bar = [entry('presence', 0, 0, 1), entry('publish', 0, 170, null), entry('more', 0, 40, null)];
    const fit = fitBar(bar, space(170));
    expect([...fit.menu]).toEqual([]);
  });
});
