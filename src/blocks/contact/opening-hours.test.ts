import { describe, expect, it } from 'vitest';
import { publicHolidaysOn } from './holidays';
import { formatSpecialDate, groupWeekdays, hasAnyHours, parseDayHours, parseSpecialDates, parseTime, swissToday } from './opening-hours';

const WEEK = ['08:30–12:00, 13:30–18:30', '08:30-12:00,13:30-18:30', '08:30–12:00, 13:30–18:30', '8.30–12.00 / 13:30–18:30', '08:30–12:00, 13:30–18:30', '09:00–16:00', '00:30–00:30'];

describe('opening hours parsing', () => {
  it('normalises times and rejects impossible ones', () => {
    expect(parseTime('8:30')).toBe('08:30');
    expect(parseTime('08.30')).toBe('08:30');
    expect(parseTime('24:00')).toBe('24:00');
    for (const bad of ['24:30', '12:60', 'noon', '830']) expect(parseTime(bad)).toBeNull();
  });

  it('parses ranges and treats empty, closed words and 00:30–00:30 as closed', () => {
    expect(parseDayHours('08:30–12:00, 13:30–18:30')).toEqual({ kind: 'open', ranges: [{ open: '08:30', close: '12:00' }, { open: '13:30', close: '18:30' }] });
    for (const closed of [null, '', '  ', '00:30–00:30', '00:30-00:30', 'Geschlossen', 'fermé']) expect(parseDayHours(closed)).toEqual({ kind: 'closed' });
  });

  it('keeps unparsable or backwards text as typed', () => {
    expect(parseDayHours('nach Vereinbarung')).toEqual({ kind: 'invalid', text: 'nach Vereinbarung' });
    expect(parseDayHours('18:00–08:00')).toEqual({ kind: 'invalid', text: '18:00–08:00' });
  });
});

describe('weekday grouping', () => {
  it('groups consecutive identical days with German names by default', () => {
    const groups = groupWeekdays(WEEK, 'de').map((g) => [g.label, g.text]);
    expect(groups).toEqual([
      ['Mo–Fr', '08:30–12:00, 13:30–18:30'],
      ['Sa', '09:00–16:00'],
      ['So', 'Geschlossen'],
    ]);
  });

  it('names weekdays and "closed" in every page language', () => {
    expect(groupWeekdays(WEEK, 'fr').map((g) => g.label)).toEqual(['lun.–ven.', 'sam.', 'dim.']);
    expect(groupWeekdays(WEEK, 'fr').at(-1)?.text).toBe('Fermé');
    expect(groupWeekdays(WEEK, 'it').at(-1)?.text).toBe('Chiuso');
    expect(groupWeekdays(WEEK, 'en').map((g) => g.label)).toEqual(['Mon–Fri', 'Sat', 'Sun']);
    expect(groupWeekdays(WEEK, 'es').map((g) => [g.label, g.text])).toEqual([
      ['lun–vie', '08:30–12:00, 13:30–18:30'],
      ['sáb', '09:00–16:00'],
      ['dom', 'Cerrado'],
    ]);
    expect(groupWeekdays(WEEK, 'rm').at(-1)?.text).toBe('Serrà');
  });

  it("reads any site language's closed word as closed", () => {
    for (const closed of ['Cerrado', 'fechado', 'Zatvoreno', 'Serrà']) expect(parseDayHours(closed)).toEqual({ kind: 'closed' });
  });

  it('does not group non-consecutive days and groups closed days together', () => {
    const days = ['09:00–12:00', '', '09:00–12:00', null, '00:30–00:30', 'Geschlossen', ''];
    expect(groupWeekdays(days, 'de').map((g) => `${g.label} ${g.text}`)).toEqual(['Mo 09:00–12:00', 'Di Geschlossen', 'Mi 09:00–12:00', 'Do–So Geschlossen']);
    expect(hasAnyHours([null, '', '00:30–00:30'])).toBe(false);
    expect(hasAnyHours(['', 'auf Anfrage'])).toBe(true);
  });
});

describe('special dates', () => {
  it('parses ISO and Swiss dates, drops past ones, keeps invalid lines and sorts', () => {
    const text = '26.12.2025 00:30–00:30\n2025-12-24 08:30–12:00\n2024-12-24 08:30–12:00\n\nBetriebsferien im Juli\n2025-02-30 10:00–12:00';
    expect(parseSpecialDates(text, '2025-12-01', 'de')).toEqual([
      { date: '2025-12-24', hours: { kind: 'open', ranges: [{ open: '08:30', close: '12:00' }] }, text: '08:30–12:00' },
      { date: '2025-12-26', hours: { kind: 'closed' }, text: 'Geschlossen' },
      { date: null, hours: null, text: 'Betriebsferien im Juli' },
      { date: null, hours: null, text: '2025-02-30 10:00–12:00' },
    ]);
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
