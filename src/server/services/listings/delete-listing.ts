import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { listings } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateListingPages } from './invalidate-listing-pages';

/** Deletes the site's listing for good; a published one leaves the live pages at once. */
export async function deleteListing(db: Queryable, options: { siteId: string; id: string }): Promise<{ id: string }> {
  const [deleted] = await db
    .delete(listings)
    .where(and(eq(listings.id, options.id), eq(listings.siteId, options.siteId)))
    .returning({ id: listings.id, status: listings.status });
  if (!deleted) throw new AppError('NOT_FOUND', 'listings.notFound');
  if (deleted.status === 'published') await invalidateListingPages(db, options.siteId);
  return { id: deleted.id };
}
