/** After this many failed attempts a job is given up (logged as an error, then deleted). */
export const MAX_JOB_ATTEMPTS = 5;
const FIRST_DELAY_MS = 10_000;
const MAX_DELAY_MS = 30 * 60_000;

/** Exponential backoff: 10 s, 20 s, 40 s, 80 s … capped at 30 min. */
export function jobRetryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(exponent, 20));
}
