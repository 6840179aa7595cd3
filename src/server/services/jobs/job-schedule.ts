import { backoffDelayMs } from '../../platform/polling-worker';

/** After this many failed attempts a job is given up (logged as an error, then deleted). */
export const MAX_JOB_ATTEMPTS = 5;

/** Exponential backoff: 10 s, 20 s, 40 s, 80 s … capped at 30 min. */
export const jobRetryDelayMs = (failedAttempts: number): number => backoffDelayMs(failedAttempts, { firstMs: 10_000, maxMs: 30 * 60_000 });
