import { and, gte, isNotNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DISPLAY_TIME_ZONE } from '../../../shared/i18n/config';
import type { Queryable } from '../../db/client';
import { listings } from '../../db/schema';
import { invalidateListingPages } from './invalidate-listing-pages';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The platform's calendar day (YYYY-MM-DD in DISPLAY_TIME_ZONE): a job's `validThrough` counts in it. */
export function listingDay(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/**
 * The sites with a job whose last day lies in [`from`, `until`): their cached pages still show it.
 * Each one's listing pages go (and every listed site's when the business is listed).
 */
export async function invalidateExpiredListings(db: Queryable, range: { from: string; until: string }): Promise<number> {
  const rows = await db
    .selectDistinct({ siteId: listings.siteId })
    .from(listings)
    .where(and(isNotNull(listings.validThrough), gte(listings.validThrough, range.from), lt(listings.validThrough, range.until)));
  for (const { siteId } of rows) await invalidateListingPages(db, siteId);
  return rows.length;
}

/**
 * Pages cached before midnight keep showing a job whose last day has just passed (visitors read
 * published listings through the page cache, which has no time limit). Every few minutes this
 * looks whether the platform's day has changed since the last look, and drops the pages of the
 * sites whose jobs ended in between. A new process starts with an empty cache: nothing to drop.
 */
export function startListingExpiry(options: { db: Queryable; logger: Pick<Logger, 'info' | 'error'>; intervalMs?: number; now?: () => Date }): {
  stop: () => void;
} {
  const now = options.now ?? (() => new Date());
  let lastDay = listingDay(now());
  const check = () => {
    const today = listingDay(now());
    if (today === lastDay) return;
    const range = { from: lastDay, until: today };
    lastDay = today;
    invalidateExpiredListings(options.db, range).then(
      (sites) => {
        if (sites > 0) options.logger.info({ sites, ...range }, 'pages of sites with job offers that ended dropped from the cache');
      },
      (error: unknown) => options.logger.error({ err: error, ...range }, 'expired job offers: cached pages not dropped'),
    );
  };
  const timer = setInterval(check, options.intervalMs ?? 5 * 60 * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
