import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { JobView, ListingBranch, ListingKind, ListingScope, ListingStaff, MarketplaceItemView } from '../../../shared/content/listings';
import type { MediaInfo } from '../../../shared/content/media';
import type { RichTextValue } from '../../../shared/content/types';
import type { Locale, Localized } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { branches, businessProfiles, listings, media, sites, staffMembers } from '../../db/schema';
import { siteOrigin } from '../../platform/site-origin';
import { toMediaInfo } from '../media/to-media-info';
import { listingDay } from './expire-listings';
import { primaryHostSql } from '../sites/resolve-site';

/**
 * What visitors see of job offers and marketplace items (spec §2.3, §3.3; issue 16): published
 * listings only, of the page's site or — when a block asks for all — of every business listed in
 * the directory (plus the site's own). Texts in the page's language, else in the listing site's
 * default language; public contact data only (the branch's own e-mail, never its override).
 */

/** A block shows at most this many listings (newest first): a bound on one page's size. */
export const MAX_PUBLIC_LISTINGS = 200;

type Options = { siteId: string; scope: ListingScope; locale: Locale };

type ListingRow = typeof listings.$inferSelect;
type Row = { listing: ListingRow; siteName: string; defaultLocale: Locale; companyName: string | null; primaryHost: string | null };

/** The scope an option value names; anything else (a missing or stale value) is this site's. */
export function listingScopeOf(value: unknown): ListingScope {
  return value === 'allListed' ? 'allListed' : 'site';
}

async function publishedRows(db: Queryable, kind: ListingKind, options: Options): Promise<Row[]> {
  const own = eq(listings.siteId, options.siteId);
  const whose = options.scope === 'site' ? own : or(own, eq(businessProfiles.listed, true));
  return db
    .select({
      listing: listings,
      siteName: sites.name,
      defaultLocale: sites.defaultLocale,
      companyName: businessProfiles.companyName,
      // The domain absolute URLs of that site are built on (as resolveSiteByHost picks it).
      primaryHost: sql<string | null>`${primaryHostSql(listings.siteId)}`,
    })
    .from(listings)
    .innerJoin(sites, eq(sites.id, listings.siteId))
    .leftJoin(businessProfiles, eq(businessProfiles.siteId, listings.siteId))
    .where(
      and(
        eq(listings.kind, kind),
        eq(listings.status, 'published'),
        whose,
        isNull(sites.deletedAt),
        // A job is shown through its last day (the platform's day), then no more.
        or(isNull(listings.validThrough), gte(listings.validThrough, listingDay())),
      ),
    )
    .orderBy(desc(sql`coalesce(${listings.publishedAt}, ${listings.createdAt})`), desc(listings.id))
    .limit(MAX_PUBLIC_LISTINGS);
}

/** Branches, staff and images the rows name, each only where it belongs to the listing's own site. */
async function relatedOf(db: Queryable, rows: Row[]) {
  const ids = (pick: (listing: ListingRow) => Array<string | null>) => [
    ...new Set(rows.flatMap((row) => pick(row.listing)).filter((id): id is string => id !== null)),
  ];
  const branchIds = ids((l) => [l.branchId]);
  const staffIds = ids((l) => [l.staffMemberId]);
  const imageIds = ids((l) => l.imageIds);
  const [branchRows, staffRows, mediaRows] = await Promise.all([
    branchIds.length ? db.select().from(branches).where(inArray(branches.id, branchIds)) : [],
    staffIds.length ? db.select().from(staffMembers).where(inArray(staffMembers.id, staffIds)) : [],
    imageIds.length
      ? db
          .select()
          .from(media)
          .where(and(inArray(media.id, imageIds), eq(media.mediaType, 'image'), eq(media.status, 'ready')))
      : [],
  ]);
  return {
    branch(listing: ListingRow): ListingBranch | null {
      const row = branchRows.find((b) => b.id === listing.branchId && b.siteId === listing.siteId);
      // The public fields only: `emailOverride` is where the business's mail goes, not an address to publish.
      return row
        ? { name: row.name, street: row.street, streetNumber: row.streetNumber, postcode: row.postcode, city: row.city, phone: row.phone, email: row.email }
        : null;
    },
    staff(listing: ListingRow): ListingStaff | null {
      const row = staffRows.find((s) => s.id === listing.staffMemberId && s.siteId === listing.siteId);
      return row ? { firstName: row.firstName, lastName: row.lastName } : null;
    },
    images(listing: ListingRow): MediaInfo[] {
      return listing.imageIds.flatMap((id) => {
        const row = mediaRows.find((m) => m.id === id && m.siteId === listing.siteId);
        return row ? [toMediaInfo(row)] : [];
      });
    },
  };
}

const filledTitle = (values: Localized<string>, locale: Locale): string | null => {
  const value = values[locale]?.trim();
  return value ? value : null;
};
const filledRichText = (values: Localized<RichTextValue>, locale: Locale): RichTextValue | null => {
  const value = values[locale];
  return value && value.text.trim() !== '' ? value : null;
};

/**
 * The language a listing is shown in: the page's when its title is filled there, else the
 * listing site's default. Title and description come from the same language, never mixed.
 */
function localized(row: Row, locale: Locale): { title: string; description: RichTextValue | null } | null {
  for (const language of [locale, row.defaultLocale]) {
    const title = filledTitle(row.listing.title, language);
    if (title) return { title, description: filledRichText(row.listing.description, language) };
  }
  return null;
}

type Related = Awaited<ReturnType<typeof relatedOf>>;
type Base = Omit<JobView, 'workQuota' | 'validThrough' | 'images'>;

function baseView(row: Row, related: Related, options: Options): Base | null {
  const texts = localized(row, options.locale);
  if (!texts) return null;
  const { listing } = row;
  const foreign = listing.siteId !== options.siteId;
  return {
    id: listing.id,
    businessName: row.companyName?.trim() || row.siteName,
    title: texts.title,
    created: (listing.publishedAt ?? listing.createdAt).toISOString(),
    description: texts.description,
    branch: related.branch(listing),
    staff: related.staff(listing),
    mediaOrigin: foreign && row.primaryHost ? siteOrigin(row.primaryHost) : null,
  };
}

/** The published job offers a jobs block shows, newest first. */
export async function listPublicJobs(db: Queryable, options: Options): Promise<JobView[]> {
  const rows = await publishedRows(db, 'job', options);
  const related = await relatedOf(db, rows);
  return rows.flatMap((row) => {
    const base = baseView(row, related, options);
    return base ? [{ ...base, workQuota: row.listing.workQuota, validThrough: row.listing.validThrough, images: related.images(row.listing) }] : [];
  });
}

/** The published marketplace items a marketplace block shows, newest first. */
export async function listPublicMarketplaceItems(db: Queryable, options: Options): Promise<MarketplaceItemView[]> {
  const rows = await publishedRows(db, 'marketplace', options);
  const related = await relatedOf(db, rows);
  return rows.flatMap((row) => {
    const base = baseView(row, related, options);
    const { listing } = row;
    if (!base) return [];
    return [
      {
        ...base,
        costCents: listing.costCents,
        options: listing.options,
        // The panel requires a category; an older row without one reads as an object.
        category: listing.category ?? 'object',
        direction: listing.direction,
        image: related.images(listing)[0] ?? null,
      },
    ];
  });
}
