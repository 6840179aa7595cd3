import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-schedule';

describe('retryDelayMs', () => {
  it('doubles from 5 seconds and stops growing at 15 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(8)).toBe(640_000);
    expect(retryDelayMs(9)).toBe(900_000);
    expect(retryDelayMs(50)).toBe(900_000);
  });
});
