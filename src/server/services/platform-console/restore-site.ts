import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';

/**
 * Brings a deleted site back as it was (pages, media, members, domains: nothing was removed until
 * the purge). A site the purge already removed is not found. Drops the site tag as deleteSite does.
 */
export async function restoreSite(db: Queryable, options: { siteId: string }): Promise<void> {
  const updated = await db.update(sites).set({ deletedAt: null, updatedAt: new Date() }).where(eq(sites.id, options.siteId)).returning({ id: sites.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'platform.siteNotFound');
  invalidateCacheTags([siteTag(options.siteId)]);
}
