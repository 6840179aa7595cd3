import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { getMetrics } from '../../platform/metrics/registry';
import { type PollingWorker, startPollingWorker } from '../../platform/polling-worker';
import { startBackgroundRenderer } from '../media/background-renderer';
import { setJobsWaker } from './enqueue-job';
import { runJobsOnce } from './run-jobs';

/** `wake`: look for due jobs now (after an upload); `stop`: the job in progress is released between two steps (not failed). */
export type JobWorker = PollingWorker;

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
  const worker = startPollingWorker({
    pollMs: options.pollMs ?? 5_000,
    setWaker: setJobsWaker,
    onError: (error) => options.logger.error({ err: error }, 'job run failed'),
    run: async (signal) => {
      const result = await runJobsOnce({ db: options.db, logger: options.logger, siteId: options.siteId, signal, renderVariant: renderer.render });
      const failures = result.retried + result.abandoned;
      if (failures) getMetrics().workerFailures.inc({ worker: 'jobs' }, failures);
      if (result.done || result.retried || result.abandoned) options.logger.info(result, 'jobs run');
    },
  });
  return {
    wake: worker.wake,
    async stop() {
      await worker.stop();
      await renderer.stop();
    },
  };
}
