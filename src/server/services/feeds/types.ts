/**
 * External feeds (public-site spec §3.2 "Branch review", "Instagram post"). Blocks read them through
 * these provider interfaces only, so the data source (offline seed or HTTP) is a configuration choice.
 */

export type BranchReview = {
  /** Stable id within the provider (for React keys). */
  id: string;
  branchId: string;
  branchName: string;
  city: string;
  review: {
    /** 0..5, fractions allowed. */
    rating: number;
    text: string;
    authorName: string;
    /** As the source words it, e.g. "vor 2 Wochen"; shown when `time` is missing. */
    relativeTimeDescription: string | null;
    /** ISO date of the review when known. */
    time: string | null;
  };
};

export type InstagramPost = {
  id: string;
  mediaType: 'VIDEO' | 'IMAGE';
  mediaUrl: string;
  sizes: { medium: { mediaUrl: string; width: number; height: number } };
  prunedCaption: string;
  /** The post on Instagram. */
  permalink: string;
  timestamp: string;
};

/** A branch (location) of the business whose reviews a review slider can show. */
export type BranchLocation = { id: string; name: string; street: string; streetNumber: string; city: string };

export interface ReviewsProvider {
  /** Reviews of the given branches (locations) of a site, newest first. */
  reviews(siteId: string, branchIds: readonly string[]): Promise<BranchReview[]>;
  /** The site's branches, for the editor's location option; a provider that cannot list them leaves it out. */
  locations?(siteId: string): Promise<BranchLocation[]>;
}

export interface InstagramProvider {
  /** The site's latest posts, newest first. */
  posts(siteId: string): Promise<InstagramPost[]>;
}

export type FeedProviders = { reviews: ReviewsProvider; instagram: InstagramProvider };
