import type { MediaInfo } from './media';
import type { OpeningHours } from './opening-hours';
import type { RichTextValue } from './types';

/**
 * Job offers, marketplace items and the business directory (spec §2.3, §3.3; issue 16): the
 * vocabularies and what the public blocks receive from the page loader (plain, serializable,
 * public data only — never e-mail overrides, staff e-mails or drafts).
 */
export const LISTING_KINDS = ['job', 'marketplace'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** Spec §3.3 publication statuses. */
export const LISTING_STATUSES = ['draft', 'published', 'archived'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_CATEGORIES = ['frame', 'object', 'job'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

/** Spec "listing kinds": offering or searching (called direction here; `kind` is job/marketplace). */
export const LISTING_DIRECTIONS = ['offering', 'searching'] as const;
export type ListingDirection = (typeof LISTING_DIRECTIONS)[number];

export type ListingOptions = { toBePickedUp: boolean; subjectToPostage: boolean; askingPrice: boolean };

/** Whose listings a jobs or marketplace block shows. */
export const LISTING_SCOPES = ['site', 'allListed'] as const;
export type ListingScope = (typeof LISTING_SCOPES)[number];

/** A branch as a listing shows it (contact of the job or item). */
export type ListingBranch = { name: string; street: string; streetNumber: string; postcode: string; city: string; phone: string; email: string };
export type ListingStaff = { firstName: string; lastName: string };

type ListingViewBase = {
  id: string;
  /** The business offering it (shown when a block lists all listed businesses). */
  businessName: string;
  /** In the page's language, else the site's default language. */
  title: string;
  /** ISO timestamp of publication (else creation); null shows "N/A". */
  created: string | null;
  description: RichTextValue | null;
  branch: ListingBranch | null;
  staff: ListingStaff | null;
  /**
   * Absolute origin of the business's own site when it is not the page's site: its images are
   * served on its own host (media are scoped by Host). Null: this site's, relative URLs.
   */
  mediaOrigin: string | null;
};

/** `validThrough`: the last day it is shown (YYYY-MM-DD), null without an end. */
export type JobView = ListingViewBase & { workQuota: string; validThrough: string | null; images: MediaInfo[] };

export type MarketplaceItemView = ListingViewBase & {
  costCents: number | null;
  options: ListingOptions;
  category: ListingCategory;
  direction: ListingDirection;
  image: MediaInfo | null;
};

/** Spec §3.3 Business: one entry of the directory. */
export type DirectoryBusiness = {
  id: string;
  name: string;
  /** Absolute URL of the logo (it lives on the business's own site); null: none. */
  logoUrl: string | null;
  /** The business's own site (its primary host), when it has one. */
  url: string | null;
  branches: Array<{
    id: string;
    name: string;
    street: string;
    streetNumber: string;
    postcode: string;
    city: string;
    phone: string;
    openingHours: OpeningHours;
  }>;
  programs: { healthOptics: boolean; frequentlens: boolean };
};
