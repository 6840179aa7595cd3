import { describe, expect, it } from 'vitest';
import { clampNumberOption, numberBounds, stepNumberOption } from './number-option';

describe('clampNumberOption', () => {
  it('clamps into the range', () => {
    expect(clampNumberOption(12, { min: 2, max: 10 })).toBe(10);
    expect(clampNumberOption(0, { min: 2, max: 10 })).toBe(2);
    expect(clampNumberOption('5', { min: 2, max: 10 })).toBe(5);
  });

  it('turns empty and non-numeric input into the minimum', () => {
    expect(clampNumberOption('', { min: 3, max: 10 })).toBe(3);
    expect(clampNumberOption('  ', { max: 10 })).toBe(1);
    expect(clampNumberOption('abc', { min: 2 })).toBe(2);
    expect(clampNumberOption(Number.NaN)).toBe(1);
  });

  it('defaults the minimum to 1 and has no maximum without one', () => {
    expect(clampNumberOption(0)).toBe(1);
    expect(clampNumberOption(1_000_000)).toBe(1_000_000);
    expect(clampNumberOption('250', { min: 0 })).toBe(250);
  });

  it('reads a decimal comma', () => {
    expect(clampNumberOption('2,5', { min: 0 })).toBe(2.5);
  });

  it('treats a max below the min as the min', () => {
    expect(numberBounds({ min: 5, max: 2 })).toEqual({ min: 5, max: 5 });
  });
});

describe('stepNumberOption', () => {
  it('steps by the delta within bounds', () => {
    expect(stepNumberOption(3, 1, { min: 1, max: 5 })).toBe(4);
    expect(stepNumberOption(5, 1, { min: 1, max: 5 })).toBe(5);
    expect(stepNumberOption(1, -1)).toBe(1);
    expect(stepNumberOption('', 1, { min: 2 })).toBe(3);
  });
});
