import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { Listing } from '../../../shared/schemas/listings';
import type { Queryable } from '../../db/client';
import { listings } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export type ListingRow = typeof listings.$inferSelect;

/** The site a listing service works for: the Host's site, never one named in a body. */
export type ListingSite = { id: string; locales: readonly Locale[]; defaultLocale: Locale };

/** A stored row as the panel sees it (`ZListing`). */
export function toListing(row: ListingRow): Listing {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    title: row.title,
    description: row.description,
    workQuota: row.workQuota,
    validThrough: row.validThrough,
    costCents: row.costCents,
    options: row.options,
    category: row.category,
    direction: row.direction,
    branchId: row.branchId,
    staffMemberId: row.staffMemberId,
    imageIds: row.imageIds,
    machineTranslated: row.machineTranslated as Listing['machineTranslated'],
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/**
 * The site's listing, locked for the rest of the transaction when asked. Another site's listing
 * is answered exactly like a missing one (404), so ids of other tenants reveal nothing.
 */
export async function findListing(db: Queryable, options: { siteId: string; id: string; lock?: boolean }): Promise<ListingRow> {
  const query = db
    .select()
    .from(listings)
    .where(and(eq(listings.id, options.id), eq(listings.siteId, options.siteId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 'listings.notFound');
  return row;
}
