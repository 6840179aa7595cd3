import { type FeedConfig, ZFeedConfig } from '../../platform/config';
import { getLogger } from '../../platform/logger';
import { FeedCache, type FeedCacheTag } from './cache';
import { normalisedArticleUrl, onFeedHost } from './article-url';
import { WordPressArticleProvider } from './articles-http';
import { OfflineArticleProvider } from './articles-offline';
import { HttpInstagramProvider, HttpReviewsProvider } from './http';
import { OfflineInstagramProvider, OfflineReviewsProvider } from './offline';
import type { ArticleProvider, FeedProviders } from './types';
import type { ArticleTeaserResult, BranchLocation, BranchReview, InstagramPost } from '../../../shared/content/feeds';
import { processSingleton } from '../../platform/process-singleton';

export type { ArticleProvider, BranchLocation, BranchReview, FeedProviders, InstagramPost, InstagramProvider, ReviewsProvider } from './types';
export { DEMO_BRANCH_IDS } from './offline';
export { DEMO_ARTICLE_URLS } from './articles-offline';
/** The FEEDS_* settings are part of the validated process configuration (platform/config.ts). */
export { type FeedConfig, ZFeedConfig };

/** Providers for a configuration: HTTP only where configured with an endpoint, else offline. */
export function createFeedProviders(config: FeedConfig): FeedProviders {
  const http = config.FEEDS_PROVIDER === 'http';
  return {
    reviews: http && config.FEEDS_REVIEWS_URL ? new HttpReviewsProvider(config.FEEDS_REVIEWS_URL) : new OfflineReviewsProvider(),
    instagram: http && config.FEEDS_INSTAGRAM_URL ? new HttpInstagramProvider(config.FEEDS_INSTAGRAM_URL) : new OfflineInstagramProvider(),
    articles:
      http && config.FEEDS_ARTICLES_URL
        ? new WordPressArticleProvider({ base: config.FEEDS_ARTICLES_URL, timeoutMs: config.FEEDS_TIMEOUT_MS, allowPrivate: config.FEEDS_ALLOW_PRIVATE_URL })
        : new OfflineArticleProvider(),
  };
}

type FeedState = { providers: FeedProviders; cache: FeedCache };
const globalForFeeds = processSingleton('feeds', (): { state?: FeedState } => ({}));

/** Sets the providers and cache from the validated configuration; the server does this once at start. */
export function configureFeeds(config: FeedConfig): FeedState {
  const configured = { providers: createFeedProviders(config), cache: new FeedCache(config.FEEDS_CACHE_TTL_SECONDS * 1000) };
  globalForFeeds.state = configured;
  return configured;
}

/** Unconfigured (unit tests, tools): the documented defaults, i.e. the offline providers. */
function state(): FeedState {
  return globalForFeeds.state ?? configureFeeds(ZFeedConfig.parse({}));
}

/** Replaces the providers (and empties the cache); tests and alternative setups. */
export function setFeedProviders(providers: FeedProviders, cache: FeedCache = new FeedCache(15 * 60_000)): void {
  globalForFeeds.state = { providers, cache };
}

/** Forgets the current providers so the next read starts from the defaults again. */
export function resetFeeds(): void {
  globalForFeeds.state = undefined;
}

export function invalidateFeed(tag: FeedCacheTag, siteId?: string): void {
  state().cache.invalidate(tag, siteId);
}

/** Branch reviews for the chosen locations, cached per site; an unreachable source reads as none. */
export async function getBranchReviews(siteId: string, branchIds: readonly string[]): Promise<BranchReview[]> {
  if (branchIds.length === 0) return [];
  const { providers, cache } = state();
  const key = [...new Set(branchIds)].sort().join(',');
  try {
    return await cache.get('reviews', siteId, key, () => providers.reviews.reviews(siteId, branchIds));
  } catch (error) {
    getLogger().warn({ siteId, err: error instanceof Error ? error.message : String(error) }, 'branch reviews unavailable');
    return [];
  }
}

/** The site's Instagram posts, cached per site (tag instagramFeed); an unreachable source reads as none. */
export async function getInstagramPosts(siteId: string): Promise<InstagramPost[]> {
  const { providers, cache } = state();
  try {
    return await cache.get('instagramFeed', siteId, '', () => providers.instagram.posts(siteId));
  } catch (error) {
    getLogger().warn({ siteId, err: error instanceof Error ? error.message : String(error) }, 'instagram feed unavailable');
    return [];
  }
}

/** The site's branches the reviews provider knows (the editor's location choices), cached; none when it cannot list them. */
export async function getBranchLocations(siteId: string): Promise<BranchLocation[]> {
  const { providers, cache } = state();
  const list = providers.reviews.locations?.bind(providers.reviews);
  if (!list) return [];
  try {
    return await cache.get('reviews', siteId, '\u0000locations', () => list(siteId));
  } catch (error) {
    getLogger().warn({ siteId, err: error instanceof Error ? error.message : String(error) }, 'branch locations unavailable');
    return [];
  }
}

/** Article teasers are the same for every site: cached once per article, not per site. */
const ALL_SITES = '*';
let offlineArticles: ArticleProvider | undefined;

/** The article feed in use (the offline one when the providers leave it out). */
function articleProvider(providers: FeedProviders): ArticleProvider {
  if (providers.articles) return providers.articles;
  offlineArticles ??= new OfflineArticleProvider();
  return offlineArticles;
}

/**
 * Teasers of health-optics articles by their pasted permalinks, in order (issue 16): a URL off the
 * feed's host or naming no post is `notFound`; a feed that cannot answer (timeout, refused address,
 * garbage) makes it `unavailable`. Results, found or not, are cached per article; failures are not.
 */
export async function getArticleTeasers(siteId: string, urls: readonly string[]): Promise<ArticleTeaserResult[]> {
  const { providers, cache } = state();
  const provider = articleProvider(providers);
  return Promise.all(
    urls.map(async (url): Promise<ArticleTeaserResult> => {
      const permalink = onFeedHost(url, provider.base);
      if (!permalink) return { url, teaser: null, error: 'notFound' };
      try {
        const teaser = await cache.get('articles', ALL_SITES, normalisedArticleUrl(permalink), () => provider.teaser(permalink));
        return { url, teaser, error: teaser ? null : 'notFound' };
      } catch (error) {
        getLogger().warn({ siteId, url, err: error instanceof Error ? error.message : String(error) }, 'article teaser unavailable');
        return { url, teaser: null, error: 'unavailable' };
      }
    }),
  );
}
