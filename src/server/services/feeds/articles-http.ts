import { z } from 'zod';
import { articleRefOf, htmlToPlainText, onFeedHost } from './article-url';
import { FEED_FETCH_TIMEOUT_MS } from './http';
import { fetchPublic } from './public-fetch';
import type { ArticleProvider } from './types';
import type { ArticleTeaser } from '../../../shared/content/feeds';

const MAX_BODY_BYTES = 2_000_000;
const TITLE_MAX = 300;
const EXCERPT_MAX = 1000;

export type WordPressArticleOptions = {
  /** The WordPress site, e.g. https://magazin.example.ch (the REST API is below it at /wp-json/wp/v2). */
  base: string;
  timeoutMs?: number;
  /** Reach a feed on this machine or the private network (FEEDS_ALLOW_PRIVATE_URL): no SSRF guard then. */
  allowPrivate?: boolean;
  /** Tests only: a fetch standing in for the pinned one (the SSRF guard still checks each URL). */
  fetchImpl?: typeof fetch;
};

const ZRendered = z.object({ rendered: z.string().max(200_000) });
const ZImage = z.object({
  source_url: z.url({ protocol: /^https?$/ }),
  alt_text: z.string().max(1000).optional(),
  media_details: z
    .object({ sizes: z.record(z.string(), z.object({ source_url: z.url({ protocol: /^https?$/ }) }).loose()).optional() })
    .loose()
    .optional(),
});
const ZPostId = z.object({ id: z.number().int().positive() });
const ZPost = z.object({
  id: z.number().int().positive(),
  link: z.url({ protocol: /^https?$/ }),
  title: ZRendered,
  excerpt: ZRendered,
  featured_media: z.number().int().min(0).optional(),
  _embedded: z
    .object({ 'wp:featuredmedia': z.array(z.unknown()).optional() })
    .loose()
    .optional(),
});

/** A teaser-sized image: WordPress's medium_large or large rendition when it made one, else the original. */
function imageOf(media: unknown): { url: string; alt: string } | null {
  const parsed = ZImage.safeParse(media);
  if (!parsed.success) return null;
  const sizes = parsed.data.media_details?.sizes;
  const url = sizes?.medium_large?.source_url ?? sizes?.large?.source_url ?? parsed.data.source_url;
  return { url, alt: (parsed.data.alt_text ?? '').trim() };
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The health-optics magazine through the WordPress REST API, the spec's two calls: the permalink's
 * slug is looked up to a post id (`/posts?slug=`), then the teaser is loaded by id with its
 * featured image embedded (`/posts/{id}?_embed=wp:featuredmedia`). Every request goes through the
 * SSRF guard (public addresses only, pinned DNS, redirects re-checked) unless the operator allows
 * private feeds, and gives up after the timeout.
 */
export class WordPressArticleProvider implements ArticleProvider {
  readonly base: string;
  private readonly api: URL;

  constructor(private readonly options: WordPressArticleOptions) {
    this.base = options.base;
    this.api = new URL('wp-json/wp/v2/', options.base.endsWith('/') ? options.base : `${options.base}/`);
  }

  async teaser(permalink: URL): Promise<ArticleTeaser | null> {
    if (!onFeedHost(permalink.toString(), this.base)) return null;
    const ref = articleRefOf(permalink);
    if (!ref) return null;
    const postId = 'postId' in ref ? ref.postId : await this.postIdOf(ref.slug);
    if (postId === null) return null;
    const url = new URL(`posts/${postId}`, this.api);
    url.searchParams.set('_embed', 'wp:featuredmedia');
    url.searchParams.set('_fields', 'id,link,title,excerpt,featured_media,_links,_embedded');
    const answer = await this.getJson(url);
    if (answer === null) return null;
    const post = ZPost.parse(answer);
    const image = imageOf(post._embedded?.['wp:featuredmedia']?.[0]) ?? (post.featured_media ? await this.mediaOf(post.featured_media) : null);
    return {
      postId: post.id,
      title: clip(htmlToPlainText(post.title.rendered), TITLE_MAX),
      excerpt: clip(htmlToPlainText(post.excerpt.rendered), EXCERPT_MAX),
      imageUrl: image?.url ?? null,
      imageAlt: image?.alt ?? '',
      link: post.link,
    };
  }

  /** The first call: the id of the published post with this slug, or null. */
  private async postIdOf(slug: string): Promise<number | null> {
    const url = new URL('posts', this.api);
    url.searchParams.set('slug', slug);
    url.searchParams.set('_fields', 'id');
    const list = z
      .array(ZPostId)
      .max(100)
      .parse(await this.getJson(url));
    return list[0]?.id ?? null;
  }

  /** The featured image when the embed was left out (some setups strip `_embedded`); none if it fails. */
  private async mediaOf(id: number): Promise<{ url: string; alt: string } | null> {
    try {
      const url = new URL(`media/${id}`, this.api);
      url.searchParams.set('_fields', 'source_url,alt_text,media_details');
      return imageOf(await this.getJson(url));
    } catch {
      return null;
    }
  }

  /** GET JSON; a 404 (no such post) is null, any other failure throws (the feed is unavailable). */
  private async getJson(url: URL): Promise<unknown> {
    const timeoutMs = this.options.timeoutMs ?? FEED_FETCH_TIMEOUT_MS;
    const headers = { accept: 'application/json' };
    const response = this.options.allowPrivate
      ? await (this.options.fetchImpl ?? fetch)(url, { headers, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) })
      : await fetchPublic(url, { fetchImpl: this.options.fetchImpl, timeoutMs, headers });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw new Error(`Article feed request failed: ${response.status}`);
    const body = await response.text();
    if (body.length > MAX_BODY_BYTES) throw new Error('Article feed response too large');
    return JSON.parse(body) as unknown;
  }
}
