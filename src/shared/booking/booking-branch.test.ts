import { describe, expect, it } from 'vitest';
import { bookingBranch } from './booking-branch';

const branch = (id: string, name: string, phone: string, active = true) => ({ id, name, phone, active });
const branches = [branch('a', 'Altstadt', '052 123 45 67', false), branch('b', 'Bahnhof', ' +41 52 222 33 44 '), branch('c', 'Zürich', '044 555 66 77')];

describe('bookingBranch', () => {
  it('takes the chosen active branch', () => {
    expect(bookingBranch(branches, 'c')).toEqual({ name: 'Zürich', phone: '044 555 66 77' });
  });

  it('falls back to the first active branch when none is chosen, the chosen one is inactive or gone', () => {
    expect(bookingBranch(branches)).toEqual({ name: 'Bahnhof', phone: '+41 52 222 33 44' });
    expect(bookingBranch(branches, 'a')).toEqual({ name: 'Bahnhof', phone: '+41 52 222 33 44' });
    expect(bookingBranch(branches, 'gone')).toEqual({ name: 'Bahnhof', phone: '+41 52 222 33 44' });
  });

  it('is null without an active branch', () => {
    expect(bookingBranch([])).toBeNull();
    expect(bookingBranch([branch('a', 'Altstadt', '052', false)], 'a')).toBeNull();
  });
});
