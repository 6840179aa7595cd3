import { eq } from 'drizzle-orm';
import type { ListingStatus } from '../../../shared/content/listings';
import type { Listing } from '../../../shared/schemas/listings';
import type { Queryable } from '../../db/client';
import { listings } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateListingPages } from './invalidate-listing-pages';
import { type ListingSite, findListing, toListing } from './listing-row';
import { assertPublishable } from './publish-gate';

/**
 * Publishes, archives or takes a listing back to draft (version-checked like a save). Publishing
 * needs a complete listing (see publish-gate.ts); the first publication sets `publishedAt`, the
 * date visitors see. Pages are rendered anew when the listing appears or disappears.
 */
export async function setListingStatus(db: Queryable, options: { site: ListingSite; id: string; version: number; status: ListingStatus }): Promise<Listing> {
  const { site, id, version, status } = options;
  const { before, after } = await db.transaction(async (tx) => {
    const row = await findListing(tx, { siteId: site.id, id, lock: true });
    if (row.version !== version) throw new AppError('CONFLICT', 'listings.stale', { data: { listing: toListing(row) } });
    if (status === 'published') assertPublishable(site, row.kind, row);
    const now = new Date();
    const [saved] = await tx
      .update(listings)
      .set({ status, version: row.version + 1, updatedAt: now, publishedAt: status === 'published' ? (row.publishedAt ?? now) : row.publishedAt })
      .where(eq(listings.id, row.id))
      .returning();
    if (!saved) throw new AppError('NOT_FOUND', 'listings.notFound');
    return { before: row.status, after: saved };
  });
  if (before !== after.status && (before === 'published' || after.status === 'published')) await invalidateListingPages(db, site.id);
  return toListing(after);
}
