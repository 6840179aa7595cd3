import { and, desc, eq } from 'drizzle-orm';
import type { ListingKind } from '../../../shared/content/listings';
import type { ListingList } from '../../../shared/schemas/listings';
import type { Queryable } from '../../db/client';
import { listings } from '../../db/schema';
import { toListing } from './listing-row';

/** The panel's list: the site's listings of one kind in every status, newest first. */
export async function listListings(db: Queryable, options: { siteId: string; kind: ListingKind }): Promise<ListingList> {
  const rows = await db
    .select()
    .from(listings)
    .where(and(eq(listings.siteId, options.siteId), eq(listings.kind, options.kind)))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  return { listings: rows.map(toListing) };
}
