import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { Listing, ListingFields } from '../../../shared/schemas/listings';
import type { Queryable } from '../../db/client';
import { listings } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateListingPages } from './invalidate-listing-pages';
import { type ListingRow, type ListingSite, findListing, toListing } from './listing-row';
import { checkReferences, normaliseFields } from './prepare-fields';
import { assertPublishable } from './publish-gate';

/** JSON with sorted keys: jsonb does not keep the order a client sent. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A language whose title or description a person changed is theirs now: no longer "machine translated". */
export function stillMachineTranslated(
  row: Pick<ListingRow, 'machineTranslated' | 'title' | 'description'>,
  fields: Pick<ListingFields, 'title' | 'description'>,
): Locale[] {
  return (row.machineTranslated as Locale[]).filter(
    (locale) =>
      stable(row.title[locale] ?? null) === stable(fields.title[locale] ?? null) &&
      stable(row.description[locale] ?? null) === stable(fields.description[locale] ?? null),
  );
}

/**
 * Replaces a listing's fields, only when the save is based on the stored version (else 409: a
 * colleague saved in the meantime, nothing is overwritten). A published listing stays complete
 * (the publish gate applies) and its pages are rendered anew.
 */
export async function updateListing(db: Queryable, options: { site: ListingSite; id: string; version: number; fields: ListingFields }): Promise<Listing> {
  const { site, id, version } = options;
  const fields = normaliseFields(options.fields, site);
  const updated = await db.transaction(async (tx) => {
    const row = await findListing(tx, { siteId: site.id, id, lock: true });
    if (row.version !== version) throw new AppError('CONFLICT', 'listings.stale', { data: { listing: toListing(row) } });
    await checkReferences(tx, site.id, fields);
    if (row.status === 'published') assertPublishable(site, row.kind, fields);
    const [saved] = await tx
      .update(listings)
      .set({ ...fields, machineTranslated: stillMachineTranslated(row, fields), version: row.version + 1, updatedAt: new Date() })
      .where(eq(listings.id, row.id))
      .returning();
    if (!saved) throw new AppError('NOT_FOUND', 'listings.notFound');
    return saved;
  });
  if (updated.status === 'published') await invalidateListingPages(db, site.id);
  return toListing(updated);
}
