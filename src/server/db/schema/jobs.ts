import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { media } from './media';
import { sites } from './sites';

export const JOB_KINDS = ['media.variants'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/**
 * Background work (durable job queue): written in the transaction that makes the work necessary,
 * run by the job worker, deleted when done. `locked_until` is the lease of the worker running a
 * row, so several instances never run the same job at once. A job about a media goes with it
 * (`media_id` cascades), so deleting the media drops its pending job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<JobKind>(),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt),
    index('jobs_media_idx').on(t.mediaId),
    index('jobs_site_idx').on(t.siteId),
    check('jobs_kind_check', sql`${t.kind} in ('media.variants')`),
  ],
);
