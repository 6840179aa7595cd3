import { describe, expect, it } from 'vitest';
import { PUBLIC_LOCALES } from '../../shared/i18n/config';
import { publicHolidaysOn } from './holidays';
import { formatSpecialDate, hoursGroups, swissToday, upcomingSpecials } from './opening-hours';

const lunch = (day: number) => [
  { day, open: '08:30', close: '12:00' },
  { day, open: '13:30', close: '18:30' },
];
/** Mon–Fri with a lunch break, Saturday mornings, Sunday closed. */
const WEEK = { periods: [1, 2, 3, 4, 5].flatMap(lunch).concat({ day: 6, open: '09:00', close: '16:00' }), closedDays: [7] };

describe('opening hours as visitors read them', () => {
  it('groups consecutive identical days with German names by default, a lunch break as two ranges', () => {
    expect(hoursGroups(WEEK, 'de').map((g) => [g.label, g.text, g.kind])).toEqual([
      ['Mo–Fr', '08:30–12:00, 13:30–18:30', 'open'],
      ['Sa', '09:00–16:00', 'open'],
      ['So', 'Geschlossen', 'closed'],
    ]);
  });

  it('names weekdays and "closed" in every page language', () => {
    expect(hoursGroups(WEEK, 'fr').map((g) => g.label)).toEqual(['lun.–ven.', 'sam.', 'dim.']);
    expect(hoursGroups(WEEK, 'fr').at(-1)?.text).toBe('Fermé');
    expect(hoursGroups(WEEK, 'it').at(-1)?.text).toBe('Chiuso');
    expect(hoursGroups(WEEK, 'en').map((g) => g.label)).toEqual(['Mon–Fri', 'Sat', 'Sun']);
    expect(hoursGroups(WEEK, 'es').map((g) => [g.label, g.text])).toEqual([
      ['lun–vie', '08:30–12:00, 13:30–18:30'],
      ['sáb', '09:00–16:00'],
      ['dom', 'Cerrado'],
    ]);
    expect(hoursGroups(WEEK, 'rm').at(-1)?.text).toBe('Serrà');
  });

  it('shows a day never set as "by appointment", never as closed, in all ten languages', () => {
    const weekdaysOnly = { periods: [1, 2, 3, 4, 5].flatMap(lunch), closedDays: [] };
    expect(hoursGroups(weekdaysOnly, 'de').map((g) => `${g.label} ${g.text}`)).toEqual(['Mo–Fr 08:30–12:00, 13:30–18:30', 'Sa–So nach Vereinbarung']);
    const closedWords = new Set(['Geschlossen', 'Closed', 'Fermé', 'Chiuso', 'Cerrado', 'Fechado', 'Zatvoreno', 'Serrà', 'Mbyllur']);
    const unsetTexts = PUBLIC_LOCALES.map((locale) => hoursGroups(weekdaysOnly, locale).at(-1));
    for (const group of unsetTexts) {
      expect(group?.kind).toBe('unset');
      expect(group?.text).toBeTruthy();
      expect(closedWords.has(group?.text ?? '')).toBe(false);
    }
    expect(unsetTexts.map((g) => g?.text)).toContain('Sur rendez-vous');
  });

  it('keeps closed and not-set days apart, does not group non-consecutive days, and shows nothing when no day is set', () => {
    const hours = {
      periods: [
        { day: 1, open: '09:00', close: '12:00' },
        { day: 3, open: '09:00', close: '12:00' },
      ],
      closedDays: [2, 6, 7],
    };
    expect(hoursGroups(hours, 'de').map((g) => `${g.label} ${g.text}`)).toEqual([
      'Mo 09:00–12:00',
      'Di Geschlossen',
      'Mi 09:00–12:00',
      'Do–Fr nach Vereinbarung',
      'Sa–So Geschlossen',
    ]);
    expect(hoursGroups({ periods: [], closedDays: [] }, 'de')).toEqual([]);
  });
});

describe('special dates', () => {
  it('lists upcoming ones by date, the closed marker as "closed", past ones not at all', () => {
    const special = [
      { date: '2025-12-26', open: '00:30', close: '00:30' },
      { date: '2025-12-24', open: '08:30', close: '12:00' },
      { date: '2024-12-24', open: '08:30', close: '12:00' },
    ];
    expect(upcomingSpecials({ special }, '2025-12-01', 'de')).toEqual([
      { date: '2025-12-24', closed: false, text: '08:30–12:00' },
      { date: '2025-12-26', closed: true, text: 'Geschlossen' },
    ]);
    expect(upcomingSpecials({ special }, '2025-12-01', 'fr').at(-1)?.text).toBe('Fermé');
    expect(formatSpecialDate('2025-12-24', 'de')).toBe('24.12.2025');
  });

  it('takes today in the Swiss time zone', () => {
    expect(swissToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(swissToday(new Date('2025-06-30T21:59:00Z'))).toBe('2025-06-30');
  });
});

describe('Swiss public holidays', () => {
  it('names public holidays in the page language', () => {
    expect(publicHolidaysOn(new Date('2025-08-01T10:00:00Z'), 'de')).toEqual(['Bundesfeiertag']);
    expect(publicHolidaysOn(new Date('2025-08-01T10:00:00Z'), 'fr')).toEqual(['Fête nationale']);
    expect(publicHolidaysOn(new Date('2025-04-18T10:00:00Z'), 'de', 'ZH')).toEqual(['Karfreitag']);
    expect(publicHolidaysOn(new Date('2025-12-25T10:00:00Z'), 'es')).toEqual(['Navidad']);
  });

  it('follows the fallback chain where the library lacks a name, and writes Serbian in Latin script', () => {
    expect(publicHolidaysOn(new Date('2025-08-01T10:00:00Z'), 'rm')).toEqual(['Bundesfeiertag']);
    expect(publicHolidaysOn(new Date('2025-12-25T10:00:00Z'), 'sr')).toEqual(['Katolički Božić']);
  });

  it('ignores optional and observance days, ordinary days and unknown cantons', () => {
    expect(publicHolidaysOn(new Date('2025-01-02T10:00:00Z'), 'de', 'ZH')).toEqual([]);
    expect(publicHolidaysOn(new Date('2025-04-17T10:00:00Z'), 'de', 'ZH')).toEqual([]);
    expect(publicHolidaysOn(new Date('2025-03-12T10:00:00Z'), 'de', 'ZH')).toEqual([]);
    expect(publicHolidaysOn(new Date('2025-08-01T10:00:00Z'), 'de', 'XX')).toEqual(['Bundesfeiertag']);
  });

  it('uses the Swiss day, not the UTC day', () => {
    expect(publicHolidaysOn(new Date('2025-07-31T22:30:00Z'), 'de')).toEqual(['Bundesfeiertag']);
  });
});
