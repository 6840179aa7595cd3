/**
 * A background worker's handle: wake it early, stop it (the run in progress ends first), or ask
 * whether it still works (readiness): its loop runs and no run has taken longer than a lease.
 */
export type PollingWorker = { wake(): void; stop(): Promise<void>; alive(): boolean };

/** A run this long is stuck (a mail server that never answers): longer than the job and outbox leases. */
const STUCK_AFTER_MS = 10 * 60_000;

/**
 * Runs `run` in the background: every `pollMs`, and at once when woken (after an upload or a form
 * submission). One run at a time per process; other instances share the work through their own
 * claims. `run` gets a signal that aborts on stop, to end between two steps.
 */
export function startPollingWorker(options: {
  pollMs: number;
  run: (signal: AbortSignal) => Promise<void>;
  onError: (error: unknown) => void;
  /** Hands `wake` to the code that queues work (and `undefined` once stopped). */
  setWaker?: (wake: (() => void) | undefined) => void;
}): PollingWorker {
  let stopped = false;
  const stopping = new AbortController();
  let woken = false;
  let interrupt: (() => void) | null = null;
  let looping = true;
  let runStartedAt: number | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = done;
    });

  const loop = async () => {
    while (!stopped) {
      woken = false;
      runStartedAt = Date.now();
      try {
        await options.run(stopping.signal);
      } catch (error) {
        options.onError(error);
      } finally {
        runStartedAt = null;
      }
      // A wake-up during the run means new work may have arrived after the last claim.
      if (!stopped && !woken) await pause();
    }
  };

  const wake = () => {
    woken = true;
    interrupt?.();
  };
  options.setWaker?.(wake);
  const running = loop().finally(() => {
    looping = false;
  });

  return {
    wake,
    async stop() {
      stopped = true;
      stopping.abort();
      options.setWaker?.(undefined);
      interrupt?.();
      await running;
    },
    alive() {
      return looping && !stopped && (runStartedAt === null || Date.now() - runStartedAt < STUCK_AFTER_MS);
    },
  };
}

/** Exponential backoff after `failedAttempts` failures: `firstMs`, twice that, … capped at `maxMs`. */
export function backoffDelayMs(failedAttempts: number, { firstMs, maxMs }: { firstMs: number; maxMs: number }): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(maxMs, firstMs * 2 ** Math.min(exponent, 20));
}
