import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { getMetrics } from '../../platform/metrics/registry';
import { type PollingWorker, startPollingWorker } from '../../platform/polling-worker';
import { startBackgroundRenderer } from '../media/background-renderer';
import { setJobsWaker } from './enqueue-job';
import { runJobsOnce } from './run-jobs';

/** `wake`: look for due jobs now (after an upload); `stop`: the job in progress is released between two steps (not failed). */
export type JobWorker = PollingWorker;

/** How long stop waits for the job in progress to reach its next step before releasing its lease anyway. */
const RELEASE_AFTER_MS = 4000;

/** Runs the job queue in the background: every `pollMs`, and at once when an upload wakes it. */
export function startJobWorker(options: {
  db: Database;
  logger: Logger;
  pollMs?: number;
  /** Only this tenant's jobs (see RunJobsOptions.siteId). */
  siteId?: string;
  /** The image renderer's CPU priority (nice; lowest by default). Tests on a busy machine use 0. */
  renderPriority?: number;
}): JobWorker {
  const renderer = startBackgroundRenderer(options.logger, { priority: options.renderPriority });
  let leased: string | null = null;
  const worker = startPollingWorker({
    pollMs: options.pollMs ?? 5_000,
    setWaker: setJobsWaker,
    onError: (error) => options.logger.error({ err: error }, 'job run failed'),
    run: async (signal) => {
      const result = await runJobsOnce({
        db: options.db,
        logger: options.logger,
        siteId: options.siteId,
        signal,
        renderVariant: renderer.render,
        onLease: (jobId) => {
          leased = jobId;
        },
      });
      const failures = result.retried + result.abandoned;
      if (failures) getMetrics().workerFailures.inc({ worker: 'jobs' }, failures);
      if (result.done || result.retried || result.abandoned) options.logger.info(result, 'jobs run');
    },
  });
  return {
    wake: worker.wake,
    alive: worker.alive,
    async stop() {
      let timer: NodeJS.Timeout | undefined;
      const stopped = worker.stop();
      await Promise.race([stopped, new Promise((resolve) => (timer = setTimeout(resolve, RELEASE_AFTER_MS)))]);
      clearTimeout(timer);
      // A render that does not stop in time (one large image) keeps its lease for ten minutes:
      // released here, another instance takes the job at once instead of after the lease.
      const held = leased;
      if (held) {
        await options.db
          .update(jobs)
          .set({ lockedUntil: null })
          .where(eq(jobs.id, held))
          .catch((error: unknown) => options.logger.warn({ err: error, jobId: held }, 'could not release the lease of the job in progress'));
        options.logger.info({ jobId: held }, 'released the lease of the job in progress for another instance');
      }
      await renderer.stop();
      await stopped;
    },
  };
}
