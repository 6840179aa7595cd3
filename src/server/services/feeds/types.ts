/**
 * External feeds (public-site spec §3.2 "Branch review", "Instagram post"). Blocks read them through
 * these provider interfaces only, so the data source (offline seed or HTTP) is a configuration choice.
 */
import type { BranchLocation, BranchReview, InstagramPost } from '../../../shared/content/feeds';

export type { BranchLocation, BranchReview, InstagramPost };

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
