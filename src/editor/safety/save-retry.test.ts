import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/request';
import { RETRY_FIRST_MS, RETRY_MAX_MS, RetrySchedule, isTransientFailure, retryDelay } from './save-retry';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  return {
    clock: {
      setTimeout: (run: () => void, ms: number) => {
        timers.set(next, { at: now + ms, run });
        return next++;
      },
      clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.run();
      }
    },
  };
}

describe('retrying failed saves', () => {
  it('waits 2 s, then twice as long each round, never more than a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(retryDelay(0)).toBe(RETRY_FIRST_MS);
    expect(retryDelay(99)).toBe(RETRY_MAX_MS);
  });

  it('retries by itself only what may pass: no answer, a timeout, too many requests, server errors', () => {
    expect([0, 408, 429, 500, 502, 503].map((status) => isTransientFailure(new ApiError('', status)))).toEqual([true, true, true, true, true, true]);
    expect([400, 401, 403, 404, 409, 413].map((status) => isTransientFailure(new ApiError('', status)))).toEqual([false, false, false, false, false, false]);
    expect(isTransientFailure(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('plans one round at a time with growing pauses, runs one at once when online, and starts over once settled', () => {
    const { clock, advance } = manualClock();
    const run = vi.fn();
    const schedule = new RetrySchedule(run, clock);
    schedule.failed();
    schedule.failed();
    advance(RETRY_FIRST_MS);
    expect(run).toHaveBeenCalledTimes(1);
    schedule.failed();
    advance(RETRY_FIRST_MS);
    expect(run).toHaveBeenCalledTimes(1);
    advance(RETRY_FIRST_MS);
    expect(run).toHaveBeenCalledTimes(2);

    schedule.failed();
    schedule.online();
    expect(run).toHaveBeenCalledTimes(3);
    expect(schedule.planned).toBe(false);
    advance(RETRY_MAX_MS);
    expect(run).toHaveBeenCalledTimes(3);

    schedule.failed();
    schedule.settled();
    schedule.failed();
    advance(RETRY_FIRST_MS);
    expect(run).toHaveBeenCalledTimes(4);
  });
});
