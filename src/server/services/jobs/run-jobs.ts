import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { type JobKind, jobs } from '../../db/schema';
import { getLogger } from '../../platform/logger';
import { renderMediaVariantsJob } from '../media/variant-job';
import type { VariantRenderer } from '../media/variants';
import type { JobHandler, JobOutcome } from './job-handler';
import { MAX_JOB_ATTEMPTS, jobRetryDelayMs } from './job-schedule';

export type { JobContext, JobHandler, JobOutcome } from './job-handler';

const HANDLERS: Record<JobKind, JobHandler> = {
  'media.variants': renderMediaVariantsJob,
};

export type RunJobsOptions = {
  db: Database;
  /** The worker's clock; tests move it forward instead of waiting for the backoff. */
  now?: () => Date;
  /** How long a claimed job stays reserved for this worker (longer than any job can take). */
  leaseMs?: number;
  /** Only this tenant's jobs (tests sharing one database); all sites when absent. */
  siteId?: string;
  /** Stops between two jobs, and inside a job between two steps (shutdown). */
  signal?: AbortSignal;
  logger?: Logger;
  /** Where image variants are rendered (the server's niced background renderer); in this process when absent. */
  renderVariant?: VariantRenderer;
  /** Told the job this worker holds the lease of (null once it is done, rescheduled or released). */
  onLease?: (jobId: string | null) => void;
};
export type RunJobsResult = { done: number; retried: number; abandoned: number };

/**
 * Runs every due job once, one job at a time (a job may use every core; two at once would starve
 * page rendering). A job is claimed with FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so
 * concurrent workers — other instances on Postgres — never take the same one; when done it is
 * deleted, after a failure rescheduled with backoff, after MAX_JOB_ATTEMPTS given up.
 */
export async function runJobsOnce(options: RunJobsOptions): Promise<RunJobsResult> {
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const logger = options.logger ?? getLogger();
  const result: RunJobsResult = { done: 0, retried: 0, abandoned: 0 };
  while (!options.signal?.aborted) {
    const job = await claimDueJob(options.db, { now: now(), leaseMs, siteId: options.siteId });
    if (!job) break;
    options.onLease?.(job.id);
    let outcome: JobOutcome;
    try {
      outcome = await HANDLERS[job.kind](
        { siteId: job.siteId, payload: job.payload },
        { db: options.db, signal: options.signal, renderVariant: options.renderVariant },
      );
    } catch (error) {
      const attempts = job.attempts + 1;
      const lastError = describeError(error);
      if (attempts >= MAX_JOB_ATTEMPTS) {
        logger.error({ err: error, jobId: job.id, kind: job.kind, siteId: job.siteId, attempts }, 'job given up');
        await options.db.delete(jobs).where(eq(jobs.id, job.id));
        result.abandoned += 1;
      } else {
        logger.warn({ jobId: job.id, kind: job.kind, attempts, error: lastError }, 'job failed, will retry');
        await options.db
          .update(jobs)
          .set({ attempts, runAt: new Date(now().getTime() + jobRetryDelayMs(attempts)), lockedUntil: null, lastError })
          .where(eq(jobs.id, job.id));
        result.retried += 1;
      }
      options.onLease?.(null);
      continue;
    }
    if (outcome === 'interrupted') {
      // Not a failure: the next start (or another instance) picks it up at once.
      await options.db.update(jobs).set({ lockedUntil: null }).where(eq(jobs.id, job.id));
      options.onLease?.(null);
      break;
    }
    await options.db.delete(jobs).where(eq(jobs.id, job.id));
    options.onLease?.(null);
    result.done += 1;
  }
  return result;
}

async function claimDueJob(db: Database, options: { now: Date; leaseMs: number; siteId: string | undefined }) {
  const { now } = options;
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)), options.siteId ? eq(jobs.siteId, options.siteId) : undefined))
      .orderBy(asc(jobs.runAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + options.leaseMs) })
      .where(eq(jobs.id, due.id))
      .returning({ id: jobs.id, siteId: jobs.siteId, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts });
    return claimed ?? null;
  });
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}
