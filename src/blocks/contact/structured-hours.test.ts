import { describe, expect, it } from 'vitest';
import { groupWeekdays, parseSpecialDates } from './opening-hours';
import { dayTextsOf, specialTextOf } from './structured-hours';

const hours = {
  periods: [
    { day: 1, open: '13:30', close: '18:30' },
    { day: 1, open: '08:30', close: '12:00' },
    { day: 2, open: '08:30', close: '12:00' },
    { day: 2, open: '13:30', close: '18:30' },
    { day: 6, open: '09:00', close: '16:00' },
  ],
  special: [
    { date: '2026-12-24', open: '08:30', close: '12:00' },
    { date: '2026-12-26', open: '00:30', close: '00:30' },
  ],
};

describe('structured opening hours as the contact block reads them', () => {
  it('gives one text per weekday, periods in time order, closed days empty', () => {
    expect(dayTextsOf(hours)).toEqual(['08:30–12:00, 13:30–18:30', '08:30–12:00, 13:30–18:30', '', '', '', '09:00–16:00', '']);
    const groups = groupWeekdays(dayTextsOf(hours), 'de');
    expect(groups.map((g) => `${g.label}: ${g.text}`)).toEqual(['Mo–Di: 08:30–12:00, 13:30–18:30', 'Mi–Fr: Geschlossen', 'Sa: 09:00–16:00', 'So: Geschlossen']);
  });

  it('turns 00:30–00:30 special dates into closed days', () => {
    const specials = parseSpecialDates(specialTextOf(hours), '2026-12-01', 'de');
    expect(specials.map((s) => [s.date, s.hours?.kind])).toEqual([
      ['2026-12-24', 'open'],
      ['2026-12-26', 'closed'],
    ]);
  });
});
