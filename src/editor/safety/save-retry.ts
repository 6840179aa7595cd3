import { ApiError } from '@/shared/api/request';

/** The first automatic retry of a failed save waits this long; each next one twice as long… */
export const RETRY_FIRST_MS = 2_000;
/** …up to this (a save waiting for the connection is also sent the moment the browser is online). */
export const RETRY_MAX_MS = 60_000;

/** The wait before automatic retry number `attempt` (0 = the first): 2 s, 4 s, 8 s … 60 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempt));
}

/**
 * Whether a failed save may go through when sent again unchanged: no answer (offline, status 0),
 * a timeout, too many requests or a server error. A refusal (invalid, forbidden, too large) would
 * only be refused again: it waits for the person (the indicator's retry).
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === 0 || status === 408 || status === 425 || status === 429 || status >= 500;
}

export type RetryClock = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const browserClock: RetryClock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * When failed saves are sent again by themselves: after a backoff that doubles with each failed
 * round, and at once when the connection comes back. One timer for the whole tab.
 */
export class RetrySchedule {
  private attempt = 0;
  private timer: unknown = null;

  constructor(
    private readonly run: () => void,
    private readonly clock: RetryClock = browserClock,
  ) {}

  /** A round failed: the next one after the next delay (a round already planned stays). */
  failed(): void {
    if (this.timer !== null) return;
    const delay = retryDelay(this.attempt);
    this.attempt += 1;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.run();
    }, delay);
  }

  /** The browser is online again: a round now, and the backoff starts over. */
  online(): void {
    this.settled();
    this.run();
  }

  /** Nothing waits any more: no timer, and the next failure waits the first delay again. */
  settled(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.attempt = 0;
  }

  /** Whether a round is planned (tests, the indicator). */
  get planned(): boolean {
    return this.timer !== null;
  }
}
