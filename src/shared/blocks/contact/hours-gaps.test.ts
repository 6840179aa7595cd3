import { describe, expect, it } from 'vitest';
import { type Branch, ZBranch } from '../../content/business';
import type { FieldNode } from '../../content/types';
import { parseSettings } from '../../content/settings';
import { boxHoursOf } from './box-hours';
import { type CheckedBox, openingHoursGaps } from './hours-gaps';
import { legacyBoxHours } from './legacy-hours';

const branch = (id: string, openingHours: unknown, active = true): Branch => ZBranch.parse({ id, name: `Filiale ${id.slice(-1)}`, active, openingHours });
const FULL_WEEK = { periods: [1, 2, 3, 4, 5].map((day) => ({ day, open: '08:30', close: '18:30' })), closedDays: [6, 7] };
const WEEKDAYS_ONLY = { periods: [1, 2, 3, 4, 5].map((day) => ({ day, open: '08:30', close: '18:30' })) };
const A = branch('00000000-0000-4000-8000-00000000000a', WEEKDAYS_ONLY);
const B = branch('00000000-0000-4000-8000-00000000000b', FULL_WEEK);
const text = (slot: string, value: string): FieldNode => ({ id: slot, slot, content: { type: 'single', value }, options: {}, mediaId: null, visible: true });
const box = (id: string, options: CheckedBox['options'] = {}, fields: FieldNode[] = [], status: CheckedBox['status'] = 'published'): CheckedBox => ({
  id,
  type: 'contact',
  status,
  options,
  fields: Object.fromEntries(fields.map((field) => [field.slot, field])),
  pageId: 'page-1',
});

describe("a contact box's hours", () => {
  it('are its own, else its chosen branch’s, else its old text slots’, else the first active branch’s', () => {
    const own = { periods: [], closedDays: [1, 2, 3, 4, 5, 6, 7], special: [] };
    const branches = { chosen: B, fallback: null };
    expect(boxHoursOf(box('x', { openingHours: own }), branches)?.source).toBe('own');
    expect(boxHoursOf(box('x', {}, [text('hoursMon', '09:00–12:00')]), branches)).toMatchObject({ source: 'branch', branch: B });
    expect(boxHoursOf(box('x', {}, [text('hoursMon', '09:00–12:00')]), { chosen: null, fallback: A })?.source).toBe('legacy');
    expect(boxHoursOf(box('x'), { chosen: null, fallback: A })).toMatchObject({ source: 'branch', branch: A });
    expect(boxHoursOf(box('x'), { chosen: null, fallback: null })).toBeNull();
  });

  it('read from old text slots: free text and empty days are not set, closed words and 00:30–00:30 closed', () => {
    const hours = legacyBoxHours(
      box('x', {}, [
        text('hoursMon', '8:30–12:00, 13:30–18:30'),
        text('hoursTue', '8 bis 12 Uhr'),
        text('hoursWed', 'Geschlossen'),
        text('hoursThu', '00:30–00:30'),
        text('specialDates', '24.12.2026 08:30–12:00\n2026-12-26 00:30–00:30\nBetriebsferien'),
      ]),
    );
    expect(hours).toEqual({
      periods: [
        { day: 1, open: '08:30', close: '12:00' },
        { day: 1, open: '13:30', close: '18:30' },
      ],
      closedDays: [3, 4],
      special: [
        { date: '2026-12-24', open: '08:30', close: '12:00' },
        { date: '2026-12-26', open: '00:30', close: '00:30' },
      ],
    });
  });
});

describe('opening hours with days not set (publish checks)', () => {
  it('lists active branches, boxes and the footer with the weekdays not set', () => {
    const inactive = branch('00000000-0000-4000-8000-00000000000c', {}, false);
    const boxes = [
      box('on-b', { branch: [B.id] }),
      box('default', {}),
      box('own', { openingHours: { periods: [{ day: 1, open: '09:00', close: '12:00' }], closedDays: [2, 3, 4, 5, 6] } }),
      box('hidden', { showOpeningHours: false }),
      box('removed', {}, [], 'markedForDeletion'),
    ];
    const gaps = openingHoursGaps({ branches: [A, B, inactive], boxes, settings: parseSettings({}) });
    expect(gaps).toEqual([
      { kind: 'branch', branchId: A.id, branchName: 'Filiale a', days: [6, 7] },
      { kind: 'box', groupId: 'default', pageId: 'page-1', source: 'branch', branchId: A.id, branchName: 'Filiale a', days: [6, 7] },
      { kind: 'box', groupId: 'own', pageId: 'page-1', source: 'own', branchId: null, branchName: null, days: [7] },
      { kind: 'footer', source: 'branch', branchId: A.id, branchName: 'Filiale a', days: [6, 7] },
    ]);
  });

  it('lists a box that shows opening hours but has none with all seven days, and nothing when all is set', () => {
    expect(openingHoursGaps({ branches: [], boxes: [box('empty')] })).toEqual([
      { kind: 'box', groupId: 'empty', pageId: 'page-1', source: 'none', branchId: null, branchName: null, days: [1, 2, 3, 4, 5, 6, 7] },
    ]);
    expect(openingHoursGaps({ branches: [B], boxes: [box('b')], settings: parseSettings({ footer: { openingHours: FULL_WEEK } }) })).toEqual([]);
  });
});
