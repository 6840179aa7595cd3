import { z } from 'zod';
import { LISTING_CATEGORIES, LISTING_DIRECTIONS, LISTING_KINDS, LISTING_STATUSES } from '../content/listings';
import { cleanText } from './clean-text';
import { ZLocale, ZRichTextValue } from './editor';

/**
 * Payloads of the "Stellen & Marktplatz" panel (issue 16): member-only CRUD of a site's job offers
 * and marketplace items, shared by the panel's forms and the server routes. Message keys
 * (`listings.*`) live in the api and editor catalogues.
 */
export const ZListingKind = z.enum(LISTING_KINDS);
export const ZListingStatus = z.enum(LISTING_STATUSES);
export const ZListingCategory = z.enum(LISTING_CATEGORIES);
export const ZListingDirection = z.enum(LISTING_DIRECTIONS);

const ZListingTitle = cleanText(z.string().trim().max(200, 'listings.titleTooLong'));

/** What a member edits; the same shape for both kinds (fields a kind doesn't use are ignored). */
export const ZListingFields = z.object({
  /** Per language; the site's default language must be filled (checked on the server). */
  title: z.partialRecord(ZLocale, ZListingTitle).default({}),
  description: z.partialRecord(ZLocale, ZRichTextValue).default({}),
  workQuota: cleanText(z.string().trim().max(50)).default(''),
  /** Jobs: the last day visitors see the offer (YYYY-MM-DD); null: until it is archived. */
  validThrough: z.iso.date().nullable().default(null),
  /** CHF cents, e.g. 12900 = CHF 129.00; null: no price shown. */
  costCents: z.number().int().min(0, 'listings.invalidCost').max(100_000_000, 'listings.invalidCost').nullable().default(null),
  options: z
    .object({ toBePickedUp: z.boolean().default(false), subjectToPostage: z.boolean().default(false), askingPrice: z.boolean().default(false) })
    .prefault({}),
  category: ZListingCategory.nullable().default(null),
  direction: ZListingDirection.default('offering'),
  branchId: z.uuid().nullable().default(null),
  staffMemberId: z.uuid().nullable().default(null),
  imageIds: z.array(z.uuid()).max(6, 'listings.tooManyImages').default([]),
});
export type ListingFields = z.infer<typeof ZListingFields>;
export type ListingFieldsInput = z.input<typeof ZListingFields>;

/** A listing as the panel sees it (every language, every status). */
export const ZListing = ZListingFields.extend({
  id: z.uuid(),
  kind: ZListingKind,
  status: ZListingStatus,
  machineTranslated: z.array(ZLocale),
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type Listing = z.infer<typeof ZListing>;

/** GET /listings?kind=job|marketplace */
export const ZListingsQuery = z.object({ kind: ZListingKind });
export const ZListingList = z.object({ listings: z.array(ZListing) });
export type ListingList = z.infer<typeof ZListingList>;

/** POST /listings — a new draft. */
export const ZCreateListingRequest = z.object({ kind: ZListingKind, fields: ZListingFields });
export type CreateListingRequest = z.input<typeof ZCreateListingRequest>;

/** PUT /listings/{id} — replace the fields; `version` guards against overwriting a colleague's save (409). */
export const ZUpdateListingRequest = z.object({ version: z.number().int().positive(), fields: ZListingFields });
export type UpdateListingRequest = z.input<typeof ZUpdateListingRequest>;

/** POST /listings/{id}/status — publish, archive or back to draft. */
export const ZListingStatusRequest = z.object({ version: z.number().int().positive(), status: ZListingStatus });
export type ListingStatusRequest = z.input<typeof ZListingStatusRequest>;

export const ZListingIdParam = z.object({ id: z.uuid() });

/** POST /listings/{id}/translate — machine-translate title and description from the default language into `locale`. */
export const ZTranslateListingRequest = z.object({ locale: ZLocale });
export type TranslateListingRequest = z.input<typeof ZTranslateListingRequest>;
