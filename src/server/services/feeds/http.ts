import { z } from 'zod';
import { fetchPublic } from './public-fetch';
import type { InstagramProvider, ReviewsProvider } from './types';
import type { BranchLocation, BranchReview, InstagramPost } from '../../../shared/content/feeds';

/** Server-side feed requests give up after this long. */
export const FEED_FETCH_TIMEOUT_MS = 3000;
const MAX_BODY_BYTES = 2_000_000;

/** GET JSON from a public http(s) URL: internal addresses refused on every redirect hop, time-limited, size-capped. */
export async function fetchPublicJson(url: string, fetchImpl?: typeof fetch, timeoutMs = FEED_FETCH_TIMEOUT_MS): Promise<unknown> {
  const response = await fetchPublic(url, { fetchImpl, timeoutMs, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Feed request failed: ${response.status}`);
  const body = await response.text();
  if (body.length > MAX_BODY_BYTES) throw new Error('Feed response too large');
  return JSON.parse(body) as unknown;
}

const ZReview = z.object({
  id: z.string().max(200),
  branchId: z.string().max(100),
  branchName: z.string().max(200),
  city: z.string().max(200),
  review: z.object({
    rating: z.number().min(0).max(5),
    text: z.string().max(5000),
    author_name: z.string().max(200),
    relative_time_description: z.string().max(200).nullable().optional(),
    time: z.string().max(40).nullable().optional(),
  }),
});
const ZLocation = z.object({
  id: z.string().min(1).max(100),
  name: z.string().max(200),
  street: z.string().max(200).default(''),
  streetNumber: z.string().max(20).default(''),
  city: z.string().max(200).default(''),
});
const ZHttps = z.url({ protocol: /^https$/ });
const ZPost = z.object({
  id: z.string().max(200),
  mediaType: z.string().transform((t) => (t === 'VIDEO' ? ('VIDEO' as const) : ('IMAGE' as const))),
  mediaUrl: ZHttps,
  sizes: z
    .object({ medium: z.object({ mediaUrl: ZHttps, width: z.number().int().positive().optional(), height: z.number().int().positive().optional() }) })
    .optional(),
  prunedCaption: z.string().max(5000).default(''),
  permalink: ZHttps,
  timestamp: z.string().max(40),
});

/**
 * Placeholder adapter for a reviews endpoint returning `[{ id, branchId, branchName, city, review }]`
 * (the spec's branch review shape) and, with `list=locations`, the site's branches
 * `[{ id, name, street, streetNumber, city }]`. Not used unless FEEDS_PROVIDER=http is configured.
 */
export class HttpReviewsProvider implements ReviewsProvider {
  constructor(
    private readonly endpoint: string,
    private readonly fetchImpl?: typeof fetch,
  ) {}
  async locations(siteId: string): Promise<BranchLocation[]> {
    const url = new URL(this.endpoint);
    url.searchParams.set('site', siteId);
    url.searchParams.set('list', 'locations');
    return z
      .array(ZLocation)
      .max(500)
      .parse(await fetchPublicJson(url.toString(), this.fetchImpl));
  }
  async reviews(siteId: string, branchIds: readonly string[]): Promise<BranchReview[]> {
    const url = new URL(this.endpoint);
    url.searchParams.set('site', siteId);
    for (const id of branchIds) url.searchParams.append('branch', id);
    const data = z
      .array(ZReview)
      .max(500)
      .parse(await fetchPublicJson(url.toString(), this.fetchImpl));
    return data.map((r) => ({
      id: r.id,
      branchId: r.branchId,
      branchName: r.branchName,
      city: r.city,
      review: {
        rating: r.review.rating,
        text: r.review.text,
        authorName: r.review.author_name,
        relativeTimeDescription: r.review.relative_time_description ?? null,
        time: r.review.time ?? null,
      },
    }));
  }
}

/** Placeholder adapter for an Instagram feed service returning the spec's post shape (e.g. a Behold-style JSON feed). */
export class HttpInstagramProvider implements InstagramProvider {
  constructor(
    private readonly endpoint: string,
    private readonly fetchImpl?: typeof fetch,
  ) {}
  async posts(siteId: string): Promise<InstagramPost[]> {
    const url = new URL(this.endpoint);
    url.searchParams.set('site', siteId);
    const raw = await fetchPublicJson(url.toString(), this.fetchImpl);
    const list = z
      .array(ZPost)
      .max(100)
      .parse(Array.isArray(raw) ? raw : z.object({ posts: z.array(z.unknown()) }).parse(raw).posts);
    return list.map((p) => ({
      id: p.id,
      mediaType: p.mediaType,
      mediaUrl: p.mediaUrl,
      sizes: { medium: { mediaUrl: p.sizes?.medium.mediaUrl ?? p.mediaUrl, width: p.sizes?.medium.width ?? 640, height: p.sizes?.medium.height ?? 640 } },
      prunedCaption: p.prunedCaption,
      permalink: p.permalink,
      timestamp: p.timestamp,
    }));
  }
}
