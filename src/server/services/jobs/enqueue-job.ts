import type { Queryable } from '../../db/client';
import { type JobKind, jobs } from '../../db/schema';
import { processSingleton } from '../../platform/process-singleton';

/**
 * Queues background work in the caller's transaction: the job exists exactly when the change that
 * needs it was committed. `mediaId` ties it to a media, so deleting the media drops the job.
 */
export async function enqueueJob(
  db: Queryable,
  job: { siteId: string; kind: JobKind; payload: Record<string, unknown>; mediaId?: string | null },
): Promise<void> {
  await db.insert(jobs).values({ siteId: job.siteId, kind: job.kind, payload: job.payload, mediaId: job.mediaId ?? null });
}

/**
 * The running worker's wake-up call, one per process (processSingleton): the API runs inside Next's server bundle,
 * the worker in the Node server's modules — two module instances, one process.
 */
const holder = processSingleton('jobs-waker', (): { wake?: () => void } => ({}));

export function setJobsWaker(waker: (() => void) | undefined): void {
  holder.wake = waker;
}

/** Asks the job worker (if this process runs one) to look for due jobs now; call after the commit. */
export function wakeJobs(): void {
  holder.wake?.();
}
