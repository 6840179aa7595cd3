import { describe, expect, it } from 'vitest';
import { normaliseOpeningHours, unsetWeekdays, weekOf, ZOpeningHours } from './opening-hours';

const messages = (value: unknown) => {
  const parsed = ZOpeningHours.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('opening hours validation (one schema for the editor and the server)', () => {
  it('accepts a week with a lunch break, a closed day, midnight and a closed special day', () => {
    const hours = {
      periods: [
        { day: 1, open: '08:30', close: '12:00' },
        { day: 1, open: '13:30', close: '18:30' },
        { day: 5, open: '18:00', close: '24:00' },
      ],
      closedDays: [7],
      special: [{ date: '2026-12-24', open: '00:30', close: '00:30' }],
    };
    expect(messages(hours)).toEqual([]);
    // Values saved before closed days existed still parse.
    expect(ZOpeningHours.parse({ periods: [], special: [] })).toEqual({ periods: [], closedDays: [], special: [] });
  });

  it('refuses free text, times off the five-minute grid and a close before the open', () => {
    expect(messages({ periods: [{ day: 2, open: '8 bis 12 Uhr', close: '12:00' }] })).toEqual(['periods.0.open: business.invalidTime']);
    expect(messages({ periods: [{ day: 2, open: '08:33', close: '12:00' }] })).toEqual(['periods.0.open: business.timeOffGrid']);
    expect(messages({ periods: [{ day: 2, open: '18:00', close: '08:00' }] })).toEqual(['periods.0.close: business.closeBeforeOpen']);
    expect(messages({ periods: [{ day: 2, open: '08:00', close: '08:00' }] })).toEqual(['periods.0.close: business.closeBeforeOpen']);
    expect(messages({ special: [{ date: '2026-12-24', open: '14:00', close: '09:00' }] })).toEqual(['special.0.close: business.closeBeforeOpen']);
    expect(messages({ special: [{ date: '2026-02-30', open: '00:30', close: '00:30' }] })).toEqual(['special.0.date: business.invalidDate']);
  });

  it('refuses overlapping spans, a third span, hours on a closed day and a date twice', () => {
    expect(
      messages({
        periods: [
          { day: 3, open: '08:00', close: '12:00' },
          { day: 3, open: '11:00', close: '18:00' },
        ],
      }),
    ).toEqual(['periods.1.open: business.periodsOverlap']);
    const three = [
      { day: 4, open: '08:00', close: '10:00' },
      { day: 4, open: '11:00', close: '12:00' },
      { day: 4, open: '13:00', close: '14:00' },
    ];
    expect(messages({ periods: three })).toEqual(['periods.2: business.tooManyPeriods']);
    expect(messages({ periods: [{ day: 6, open: '09:00', close: '12:00' }], closedDays: [6] })).toEqual(['closedDays.0: business.closedDayHasHours']);
    const twice = { date: '2026-12-31', open: '09:00', close: '12:00' };
    expect(messages({ special: [twice, twice] })).toEqual(['special.1.date: business.duplicateDate']);
  });
});

describe('the week: open, closed or not set', () => {
  it('tells a closed day from a day never set', () => {
    const hours = ZOpeningHours.parse({
      periods: [
        { day: 1, open: '13:30', close: '18:30' },
        { day: 1, open: '08:30', close: '12:00' },
      ],
      closedDays: [7],
    });
    expect(weekOf(hours)[0]).toEqual({
      kind: 'open',
      ranges: [
        { open: '08:30', close: '12:00' },
        { open: '13:30', close: '18:30' },
      ],
    });
    expect(weekOf(hours)[6]).toEqual({ kind: 'closed' });
    expect(weekOf(hours)[1]).toEqual({ kind: 'unset' });
    expect(unsetWeekdays(hours)).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('stored values read as the model', () => {
  it('reads values from before closed days existed: a missing day is not set, never closed', () => {
    expect(normaliseOpeningHours({ periods: [{ day: 1, open: '08:30', close: '18:30' }], special: [] })).toEqual({
      periods: [{ day: 1, open: '08:30', close: '18:30' }],
      closedDays: [],
      special: [],
    });
  });

  it('puts times onto the grid, turns a 00:30–00:30 period into a closed day and drops what it cannot read', () => {
    const stored = {
      periods: [
        { day: 2, open: '08:33', close: '12:07' },
        { day: 3, open: '00:30', close: '00:30' },
        { day: 4, open: '8 Uhr', close: '12:00' },
        { day: 5, open: '08:00', close: '12:00' },
        { day: 5, open: '10:00', close: '14:00' },
        { day: 9, open: '08:00', close: '12:00' },
      ],
      special: [
        { date: '2026-02-30', open: '00:30', close: '00:30' },
        { date: '2026-12-24', open: '08:31', close: '12:00' },
      ],
    };
    expect(normaliseOpeningHours(stored)).toEqual({
      periods: [
        { day: 2, open: '08:30', close: '12:05' },
        { day: 5, open: '08:00', close: '12:00' },
      ],
      closedDays: [3],
      special: [{ date: '2026-12-24', open: '08:30', close: '12:00' }],
    });
    expect(normaliseOpeningHours(null)).toEqual({ periods: [], closedDays: [], special: [] });
    expect(normaliseOpeningHours('Mo–Fr 8–12')).toEqual({ periods: [], closedDays: [], special: [] });
  });
});
