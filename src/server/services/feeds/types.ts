/**
 * External feeds (public-site spec §3.2 "Branch review", "Instagram post"). Blocks read them through
 * these provider interfaces only, so the data source (offline seed or HTTP) is a configuration choice.
 */
import type { ArticleTeaser, BranchLocation, BranchReview, InstagramPost } from '../../../shared/content/feeds';

export type { ArticleTeaser, BranchLocation, BranchReview, InstagramPost };

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

/** The health-optics article feed (issue 16): one WordPress-style site for the whole platform. */
export interface ArticleProvider {
  /** The feed site's base URL: only permalinks on its host are looked up. */
  readonly base: string;
  /** The teaser of the post a permalink names; null when the feed has no such post. Throws when the feed cannot answer. */
  teaser(permalink: URL): Promise<ArticleTeaser | null>;
}

/** `articles` may be left out (tests handing in only reviews and Instagram): the offline articles stand in. */
export type FeedProviders = { reviews: ReviewsProvider; instagram: InstagramProvider; articles?: ArticleProvider };
