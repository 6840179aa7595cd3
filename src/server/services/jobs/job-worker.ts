import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { setJobsWaker } from './enqueue-job';
import { runJobsOnce } from './run-jobs';

export type JobWorker = {
  /** Look for due jobs now (after an upload) instead of at the next poll. */
  wake(): void;
  /** Interrupts the job in progress between two steps (it is released, not failed), then stops. */
  stop(): Promise<void>;
};

/**
 * Runs the job queue in the background: every `pollMs`, and at once when woken. One run at a time
 * per process; other instances share the work through the leases.
 */
export function startJobWorker(options: {
  db: Database;
  logger: Logger;
  pollMs?: number;
  /** Only this tenant's jobs (see RunJobsOptions.siteId). */
  siteId?: string;
}): JobWorker {
  const pollMs = options.pollMs ?? 5_000;
  let stopped = false;
  const stopping = new AbortController();
  let woken = false;
  let interrupt: (() => void) | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
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
      try {
        const result = await runJobsOnce({ db: options.db, logger: options.logger, siteId: options.siteId, signal: stopping.signal });
        if (result.done || result.retried || result.abandoned) options.logger.info(result, 'jobs run');
      } catch (error) {
        options.logger.error({ err: error }, 'job run failed');
      }
      // A wake-up during the run means new jobs may have arrived after the last claim.
      if (!stopped && !woken) await pause();
    }
  };

  const wake = () => {
    woken = true;
    interrupt?.();
  };
  setJobsWaker(wake);
  const running = loop();

  return {
    wake,
    async stop() {
      stopped = true;
      stopping.abort();
      setJobsWaker(undefined);
      interrupt?.();
      await running;
    },
  };
}
