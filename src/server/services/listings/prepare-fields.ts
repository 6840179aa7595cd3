import { and, eq, inArray } from 'drizzle-orm';
import type { RichTextValue } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { ListingFields } from '../../../shared/schemas/listings';
import type { Queryable } from '../../db/client';
import { branches, media, staffMembers } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { ListingSite } from './listing-row';

/** Per language, only the site's languages and only filled values (what save-item also keeps). */
function keepFilled<T>(values: Partial<Record<Locale, T>>, site: ListingSite, filled: (value: T) => boolean): Partial<Record<Locale, T>> {
  const kept: Partial<Record<Locale, T>> = {};
  for (const [locale, value] of Object.entries(values) as Array<[Locale, T | undefined]>) {
    // Texts of a language the site no longer has are dropped (a panel may send back what it read).
    if (value !== undefined && site.locales.includes(locale) && filled(value)) kept[locale] = value;
  }
  return kept;
}

/**
 * The fields as stored: blank titles and rich texts without text leave their language empty (the
 * editor's rule for rich text, spec §3.1), duplicate images collapse. Size, depth and character
 * limits of the rich text were already checked by `ZRichTextValue`, as for the editor's saves.
 */
export function normaliseFields(fields: ListingFields, site: ListingSite): ListingFields {
  return {
    ...fields,
    title: keepFilled(fields.title, site, (title: string) => title.trim() !== ''),
    description: keepFilled(fields.description, site, (value: RichTextValue) => value.text.trim() !== ''),
    imageIds: [...new Set(fields.imageIds)],
  };
}

/**
 * Branch, staff member and images must be this site's own (business profile, media library):
 * an id of another site is refused like an unknown one, so nothing about it is revealed.
 */
export async function checkReferences(db: Queryable, siteId: string, fields: ListingFields): Promise<void> {
  if (fields.branchId) {
    const [branch] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.id, fields.branchId), eq(branches.siteId, siteId)));
    if (!branch) throw new AppError('BAD_REQUEST', 'listings.unknownBranch');
  }
  if (fields.staffMemberId) {
    const [member] = await db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(and(eq(staffMembers.id, fields.staffMemberId), eq(staffMembers.siteId, siteId)));
    if (!member) throw new AppError('BAD_REQUEST', 'listings.unknownStaffMember');
  }
  if (fields.imageIds.length > 0) {
    const found = await db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.siteId, siteId), eq(media.mediaType, 'image'), inArray(media.id, fields.imageIds)));
    if (found.length !== fields.imageIds.length) throw new AppError('BAD_REQUEST', 'listings.unknownImage');
  }
}
