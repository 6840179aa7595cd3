/**
 * What the external feeds deliver (public-site spec §3.2 "Branch review", "Instagram post"), as
 * plain data: the server's providers produce it, block views and the editor's location picker read it.
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

/** A health-optics article's teaser (issue 16), loaded from the health-optics feed by its permalink. */
export type ArticleTeaser = {
  /** The feed's post id the permalink resolved to. */
  postId: number;
  title: string;
  excerpt: string;
  /** Absolute URL of the post's featured image; null: none. */
  imageUrl: string | null;
  imageAlt: string;
  /** The article on the feed's site. */
  link: string;
};

/** One article box entry as the view gets it: the pasted URL and its teaser, or why there is none. */
export type ArticleTeaserResult = { url: string; teaser: ArticleTeaser | null; error: 'notFound' | 'unavailable' | null };
