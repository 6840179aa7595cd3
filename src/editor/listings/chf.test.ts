import { describe, expect, it } from 'vitest';
import { formatChfInput, parseChf } from './chf';

describe('parseChf', () => {
  it.each([
    ['1290', 129_000],
    ["1'290.50", 129_050],
    ['1290,50', 129_050],
    ['1’290.5', 129_050],
    ['1 290.05', 129_005],
    ['CHF 1290.–', 129_000],
    ['Fr. 45.-', 4_500],
    ['1.290', 129_000],
    ['1,290.50', 129_050],
    ['1.290,50', 129_050],
    ['0', 0],
    ['0.05', 5],
    ['  12.9 ', 1_290],
  ])('reads %s as %i cents', (input, cents) => {
    expect(parseChf(input)).toEqual({ ok: true, cents });
  });

  it('reads an empty field as no price', () => {
    expect(parseChf('')).toEqual({ ok: true, cents: null });
    expect(parseChf('  ')).toEqual({ ok: true, cents: null });
  });

  it.each(['abc', '-5', '12.345.6', '1,2,3', '12.', '1e5', '1290.50.1', '99999999999999999'])('refuses %s', (input) => {
    expect(parseChf(input)).toEqual({ ok: false });
  });
});

describe('formatChfInput', () => {
  it.each([
    [129_050, "1'290.50"],
    [129_000, "1'290.00"],
    [5, '0.05'],
    [0, '0.00'],
    [100_000_000, "1'000'000.00"],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatChfInput(cents)).toBe(text);
  });

  it('is read back to the same amount', () => {
    for (const cents of [1, 99, 12_345, 9_999_999]) expect(parseChf(formatChfInput(cents))).toEqual({ ok: true, cents });
  });
});
