import { describe, expect, it } from 'vitest';
import { ZOpeningHours } from '@/shared/content/opening-hours';
import { checkDraft, type DraftDay, dayError, draftOf, EMPTY_SPAN, withLunchBreak } from './hours-draft';

const hours = ZOpeningHours.parse({
  periods: [
    { day: 1, open: '08:30', close: '12:00' },
    { day: 1, open: '13:30', close: '18:30' },
    { day: 6, open: '09:00', close: '16:00' },
  ],
  closedDays: [7],
  special: [{ date: '2026-12-24', open: '00:30', close: '00:30' }],
});
const withDay = (index: number, day: DraftDay) => {
  const draft = draftOf(hours);
  draft.days[index] = day;
  return draft;
};

describe('the weekday editor’s working copy', () => {
  it('round-trips: open with a lunch break, closed, and not set (empty pickers)', () => {
    const draft = draftOf(hours);
    expect(draft.days[0]).toEqual({ closed: false, first: { open: '08:30', close: '12:00' }, second: { open: '13:30', close: '18:30' } });
    expect(draft.days[6]).toEqual({ closed: true, first: EMPTY_SPAN, second: null });
    expect(draft.days[2]).toEqual({ closed: false, first: EMPTY_SPAN, second: null });
    expect(checkDraft(draft)).toEqual({ hours, errors: {} });
  });

  it('names the field of each problem, with the shared schema’s message', () => {
    expect(checkDraft(withDay(1, { closed: false, first: { open: '18:00', close: '08:00' }, second: null })).errors).toEqual({
      '1.first.close': 'closeBeforeOpen',
    });
    expect(checkDraft(withDay(1, { closed: false, first: { open: '08:03', close: '12:00' }, second: null })).errors).toEqual({ '1.first.open': 'timeOffGrid' });
    expect(checkDraft(withDay(1, { closed: false, first: { open: '08:00', close: '' }, second: null })).errors).toEqual({ '1.first.close': 'invalidTime' });
    const overlap = checkDraft(withDay(2, { closed: false, first: { open: '08:00', close: '12:00' }, second: { open: '11:00', close: '17:00' } }));
    expect(overlap).toEqual({ hours: null, errors: { '2.second.open': 'periodsOverlap' } });
    expect(dayError(overlap.errors, 2)).toBe('periodsOverlap');
    expect(dayError(overlap.errors, 1)).toBeNull();
  });

  it('a closed day keeps no times, and a lunch break splits the day around noon', () => {
    const closed = checkDraft(withDay(3, { closed: true, first: { open: '08:00', close: '12:00' }, second: null }));
    expect(closed.hours?.closedDays).toEqual([4, 7]);
    expect(closed.hours?.periods.some((period) => period.day === 4)).toBe(false);
    expect(withLunchBreak({ closed: false, first: { open: '08:30', close: '18:30' }, second: null })).toEqual({
      closed: false,
      first: { open: '08:30', close: '12:00' },
      second: { open: '13:30', close: '18:30' },
    });
    expect(withLunchBreak({ closed: false, first: { open: '14:00', close: '18:30' }, second: null }).second).toEqual(EMPTY_SPAN);
  });
});
