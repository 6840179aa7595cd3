import type { ListingKind } from '../../../shared/content/listings';
import type { Listing, ListingFields } from '../../../shared/schemas/listings';
import type { Queryable } from '../../db/client';
import { listings } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { type ListingSite, toListing } from './listing-row';
import { checkReferences, normaliseFields } from './prepare-fields';

/** A new draft of the site: invisible to visitors until published, so no cache is touched. */
export async function createListing(db: Queryable, options: { site: ListingSite; kind: ListingKind; fields: ListingFields }): Promise<Listing> {
  const { site, kind } = options;
  const fields = normaliseFields(options.fields, site);
  await checkReferences(db, site.id, fields);
  const [row] = await db
    .insert(listings)
    .values({ siteId: site.id, kind, status: 'draft', ...fields })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'request.internal');
  return toListing(row);
}
