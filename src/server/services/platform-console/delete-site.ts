import { and, eq, isNull } from 'drizzle-orm';
import { SITE_RESTORE_DAYS } from '../../../shared/schemas/platform';
import type { Database } from '../../db/client';
import { sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a site deleted at `deletedAt` is purged for good (the daily purge's cut-off). */
export const sitePurgeDate = (deletedAt: Date) => new Date(deletedAt.getTime() + SITE_RESTORE_DAYS * DAY_MS);

/**
 * Deletes a site softly (the console's delete, confirmed by typing its name): its hosts answer as
 * unknown to visitors, its members are refused, its domains stay taken. Restorable until the daily
 * purge (purge-deleted-sites.ts) removes it 30 days later. The site tag goes at once, here and on
 * every instance, as suspension does: cached pages and the sites-by-host memo are dropped.
 */
export async function deleteSite(db: Database, options: { siteId: string; confirmName: string; now?: Date }): Promise<{ deletedAt: Date }> {
  const deletedAt = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const [site] = await tx.select({ name: sites.name }).from(sites).where(eq(sites.id, options.siteId)).for('update').limit(1);
    if (!site) throw new AppError('NOT_FOUND', 'platform.siteNotFound');
    if (site.name.trim() !== options.confirmName.trim()) throw new AppError('BAD_REQUEST', 'platform.deleteNameMismatch');
    // Deleting twice keeps the first date (the purge counts from it).
    await tx
      .update(sites)
      .set({ deletedAt, updatedAt: deletedAt })
      .where(and(eq(sites.id, options.siteId), isNull(sites.deletedAt)));
  });
  invalidateCacheTags([siteTag(options.siteId)]);
  return { deletedAt };
}
