import { backoffDelayMs } from '../../platform/polling-worker';

/** After this many failed attempts a mail is marked failed (kept, shown in the inbox, retryable by hand). */
export const MAX_MAIL_ATTEMPTS = 12;

/** Exponential backoff: 5 s, 10 s, 20 s … capped at 15 min (about 80 min from first to last try). */
export const retryDelayMs = (failedAttempts: number): number => backoffDelayMs(failedAttempts, { firstMs: 5_000, maxMs: 15 * 60_000 });
