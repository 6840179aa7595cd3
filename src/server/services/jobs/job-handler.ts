import type { Database } from '../../db/client';
import type { VariantRenderer } from '../media/variants';

/** What a handler reports: its work is done, or it stopped early (shutdown) and should run again. */
export type JobOutcome = 'done' | 'interrupted';
export type JobContext = { db: Database; signal?: AbortSignal; renderVariant?: VariantRenderer };
export type JobHandler = (job: { siteId: string; payload: unknown }, context: JobContext) => Promise<JobOutcome>;
