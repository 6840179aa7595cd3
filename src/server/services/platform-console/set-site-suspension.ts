import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';

/**
 * Suspends a site (visitors get the 503 page, members read only) or resumes it. The site tag goes
 * at once, here and over the event bus on every instance: cached pages and the sites-by-host memo
 * (which carries `suspended`) are dropped, so the next request sees the new state.
 */
export async function setSiteSuspension(db: Queryable, options: { siteId: string; suspended: boolean }): Promise<{ suspendedAt: Date | null }> {
  const suspendedAt = options.suspended ? new Date() : null;
  const updated = await db.update(sites).set({ suspendedAt, updatedAt: new Date() }).where(eq(sites.id, options.siteId)).returning({ id: sites.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'platform.siteNotFound');
  invalidateCacheTags([siteTag(options.siteId)]);
  return { suspendedAt };
}
