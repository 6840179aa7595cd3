/** After this many failed attempts a mail is marked failed (kept, shown in the inbox, retryable by hand). */
export const MAX_MAIL_ATTEMPTS = 12;
const FIRST_DELAY_MS = 5_000;
const MAX_DELAY_MS = 15 * 60_000;

/** Exponential backoff: 5 s, 10 s, 20 s … capped at 15 min (about 80 min from first to last try). */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(exponent, 20));
}
