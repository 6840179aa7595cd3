import { type SQL, and, eq, gte, lt, or, sql } from 'drizzle-orm';
import { PENDING_UPLOAD_TTL_MS, UNUSED_UPLOAD_TTL_MS } from '../../../shared/constants/media';
import { media } from '../../db/schema';

/**
 * A direct-upload slot is a media row with status `upload`. It counts as used once its bytes
 * started arriving: receiving touches `updated_at`, which the insert set equal to `created_at`.
 * An unused slot expires after an hour, a used one (a long upload) after 24 hours.
 */
const unused = sql`${media.updatedAt} = ${media.createdAt}`;
const used = sql`${media.updatedAt} <> ${media.createdAt}`;

function cutoffs(now: Date) {
  return { pending: new Date(now.getTime() - PENDING_UPLOAD_TTL_MS), unused: new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS) };
}

/** Slots still open at `now`: they reserve quota and count against the site's open uploads. */
export function openSlot(now: Date): SQL {
  const cut = cutoffs(now);
  return and(eq(media.status, 'upload'), gte(media.createdAt, cut.pending), or(used, gte(media.createdAt, cut.unused))) as SQL;
}

/** Slots abandoned at `now`: removed by the sweeper. */
export function abandonedSlot(now: Date): SQL {
  const cut = cutoffs(now);
  return and(eq(media.status, 'upload'), or(lt(media.createdAt, cut.pending), and(unused, lt(media.createdAt, cut.unused)))) as SQL;
}
