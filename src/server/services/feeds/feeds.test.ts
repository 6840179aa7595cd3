import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedCache } from './cache';
import { fetchPublicJson, HttpInstagramProvider, HttpReviewsProvider } from './http';
import {
  createFeedProviders,
  getBranchLocations,
  getBranchReviews,
  getInstagramPosts,
  invalidateFeed,
  resetFeeds,
  setFeedProviders,
  ZFeedConfig,
} from './index';
import { DEMO_BRANCH_IDS, OFFLINE_POSTS, OfflineInstagramProvider, OfflineReviewsProvider } from './offline';
import { assertPublicUrl, isPublicAddress, UnsafeUrlError } from './public-url';
import type { FeedProviders } from './types';

afterEach(() => resetFeeds());

describe('assertPublicUrl', () => {
  it.each([
    'http://127.0.0.1/',
    'http://127.9.9.9:8080/x',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://0.0.0.0/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[::1]/',
    'http://[::]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[::127.0.0.1]/', // IPv4-compatible (::/96)
    'http://[::a00:1]/',
    'http://[::ffff:0:7f00:1]/', // SIIT (rfc6145)
    'http://[64:ff9b::7f00:1]/', // NAT64
    'http://[64:ff9b:1::a00:1]/', // local-use NAT64
    'http://[2002:7f00:1::]/', // 6to4 of 127.0.0.1
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', // Teredo
    'http://[2001:db8::1]/',
    'http://[ff02::1]/',
    'http://[fec0::1]/',
    'http://[100::1]/',
    'http://[5f00::1]/',
    'http://192.0.0.8/',
    'http://198.18.0.1/',
    'http://192.88.99.1/', // 6to4 relay anycast
    'http://localhost/',
    'http://api.localhost/',
    'ftp://8.8.8.8/',
    'file:///etc/passwd',
    'http://user:pw@8.8.8.8/',
    'not a url',
  ])('refuses %s', async (url) => {
    await expect(assertPublicUrl(url, async () => [{ address: '8.8.8.8', family: 4 }])).rejects.toBeInstanceOf(UnsafeUrlError);
  });

  it('accepts public literals', async () => {
    await expect(assertPublicUrl('https://8.8.8.8/feed')).resolves.toBeInstanceOf(URL);
    await expect(assertPublicUrl('http://172.32.0.1/')).resolves.toBeInstanceOf(URL);
    await expect(assertPublicUrl('https://[2606:4700:4700::1111]/')).resolves.toBeInstanceOf(URL);
  });

  it('refuses a host name resolving to an IPv4-compatible or mapped IPv6 address', async () => {
    await expect(assertPublicUrl('https://feed.example/', async () => [{ address: '::7f00:1', family: 6 }])).rejects.toThrow(/internal address/);
    await expect(assertPublicUrl('https://feed.example/', async () => [{ address: '::ffff:a9fe:a9fe', family: 6 }])).rejects.toThrow(/internal address/);
  });

  it('checks every address a host name resolves to', async () => {
    const lookup = vi.fn(async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ]);
    await expect(assertPublicUrl('https://feed.example/', lookup)).rejects.toThrow(/internal address/);
    expect(lookup).toHaveBeenCalledWith('feed.example');
    await expect(assertPublicUrl('https://feed.example/', async () => [{ address: '93.184.216.34', family: 4 }])).resolves.toBeInstanceOf(URL);
    await expect(assertPublicUrl('https://feed.example/', async () => [])).rejects.toThrow(/does not resolve/);
    await expect(
      assertPublicUrl('https://feed.example/', async () => {
        throw new Error('ENOTFOUND');
      }),
    ).rejects.toThrow(/does not resolve/);
  });

  it('classifies literals', () => {
    expect(isPublicAddress('1.1.1.1')).toBe(true);
    expect(isPublicAddress('192.168.0.1')).toBe(false);
    expect(isPublicAddress('FE80::1')).toBe(false);
    expect(isPublicAddress('nonsense')).toBe(false);
    expect(isPublicAddress('::1.2.3.4')).toBe(false);
    expect(isPublicAddress('2a00:1450:400a:800::200e')).toBe(true);
    expect(isPublicAddress('0177.0.0.1')).toBe(false);
  });
});

describe('fetchPublicJson', () => {
  it('refuses internal URLs before fetching and sends a timeout signal', async () => {
    const fetchImpl = vi.fn(async () => new Response('[]'));
    await expect(fetchPublicJson('http://127.0.0.1/feed', fetchImpl)).rejects.toBeInstanceOf(UnsafeUrlError);
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(fetchPublicJson('https://8.8.8.8/feed', fetchImpl)).resolves.toEqual([]);
    const init = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(init[1].signal).toBeInstanceOf(AbortSignal);
    expect(init[1].redirect).toBe('manual');
  });

  it('maps and validates an HTTP Instagram feed', async () => {
    const body = {
      posts: [
        {
          id: 'p1',
          mediaType: 'IMAGE',
          mediaUrl: 'https://cdn.example/p1.jpg',
          prunedCaption: 'Hi',
          permalink: 'https://instagram.com/p/1',
          timestamp: '2025-01-01T00:00:00Z',
        },
      ],
    };
    const provider = new HttpInstagramProvider('https://8.8.8.8/feed', async () => new Response(JSON.stringify(body)));
    const [post] = await provider.posts('s1');
    expect(post?.sizes.medium).toEqual({ mediaUrl: 'https://cdn.example/p1.jpg', width: 640, height: 640 });
  });
});

describe('feed providers and caching', () => {
  it('uses the offline providers unless HTTP is configured with endpoints', () => {
    expect(createFeedProviders(ZFeedConfig.parse({})).reviews).toBeInstanceOf(OfflineReviewsProvider);
    expect(createFeedProviders(ZFeedConfig.parse({ FEEDS_PROVIDER: 'http' })).instagram).toBeInstanceOf(OfflineInstagramProvider);
    expect(createFeedProviders(ZFeedConfig.parse({ FEEDS_PROVIDER: 'http', FEEDS_INSTAGRAM_URL: 'https://feed.example/x' })).instagram).toBeInstanceOf(
      HttpInstagramProvider,
    );
  });

  it('offline provider returns seeded reviews for known branches only', async () => {
    const all = await getBranchReviews('site-1', DEMO_BRANCH_IDS);
    expect(all.length).toBeGreaterThan(3);
    const one = await getBranchReviews('site-1', [DEMO_BRANCH_IDS[1]]);
    expect(one.every((r) => r.branchId === DEMO_BRANCH_IDS[1])).toBe(true);
    expect(await getBranchReviews('site-1', ['unknown'])).toEqual([]);
    expect(await getBranchReviews('site-1', [])).toEqual([]);
    expect(await getInstagramPosts('site-1')).toHaveLength(OFFLINE_POSTS.length);
  });

  it('caches per site until the TTL passes or the tag is invalidated', async () => {
    let now = 0;
    const posts = vi.fn(async (siteId: string) => [{ ...OFFLINE_POSTS[0]!, id: siteId }]);
    const reviews = vi.fn(async () => []);
    const providers: FeedProviders = { instagram: { posts }, reviews: { reviews } };
    setFeedProviders(providers, new FeedCache(1000, () => now));
    await Promise.all([getInstagramPosts('a'), getInstagramPosts('a')]);
    await getInstagramPosts('a');
    expect(posts).toHaveBeenCalledTimes(1);
    expect((await getInstagramPosts('b'))[0]?.id).toBe('b');
    expect(posts).toHaveBeenCalledTimes(2);
    now = 1001;
    await getInstagramPosts('a');
    expect(posts).toHaveBeenCalledTimes(3);
    now = 1500;
    invalidateFeed('instagramFeed', 'a');
    await getInstagramPosts('a');
    expect(posts).toHaveBeenCalledTimes(4);
    await getBranchReviews('a', ['x', 'y']);
    await getBranchReviews('a', ['y', 'x']);
    expect(reviews).toHaveBeenCalledTimes(1);
  });

  it('serves the last good value when a refresh fails, and nothing when there is none', async () => {
    let now = 0;
    let fail = false;
    const posts = vi.fn(async () => {
      if (fail) throw new Error('down');
      return [OFFLINE_POSTS[0]!];
    });
    setFeedProviders(
      {
        instagram: { posts },
        reviews: {
          reviews: async () => {
            throw new Error('down');
          },
        },
      },
      new FeedCache(10, () => now),
    );
    expect(await getInstagramPosts('a')).toHaveLength(1);
    fail = true;
    now = 100;
    expect(await getInstagramPosts('a')).toHaveLength(1);
    expect(await getInstagramPosts('b')).toEqual([]);
    expect(await getBranchReviews('a', ['x'])).toEqual([]);
  });

  it('lists the branch locations to choose from: the offline ones, cached, none when the provider cannot list or fails', async () => {
    const offline = await getBranchLocations('site-1');
    expect(offline.map((branch) => branch.id)).toEqual([...DEMO_BRANCH_IDS]);
    expect(offline[0]).toMatchObject({ name: 'Optik Demo Winterthur', street: 'Marktgasse', streetNumber: '12', city: 'Winterthur' });

    const locations = vi.fn(async () => [{ id: 'b1', name: 'Filiale', street: '', streetNumber: '', city: 'Bern' }]);
    setFeedProviders({ instagram: { posts: async () => [] }, reviews: { reviews: async () => [], locations } });
    await getBranchLocations('a');
    expect(await getBranchLocations('a')).toEqual([{ id: 'b1', name: 'Filiale', street: '', streetNumber: '', city: 'Bern' }]);
    expect(locations).toHaveBeenCalledTimes(1);

    setFeedProviders({ instagram: { posts: async () => [] }, reviews: { reviews: async () => [] } });
    expect(await getBranchLocations('a')).toEqual([]);
    setFeedProviders({
      instagram: { posts: async () => [] },
      reviews: {
        reviews: async () => [],
        locations: async () => {
          throw new Error('down');
        },
      },
    });
    expect(await getBranchLocations('a')).toEqual([]);
  });

  it('asks the HTTP reviews endpoint for the locations list and validates it', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify([{ id: 'b1', name: 'Filiale Bern', city: 'Bern' }]), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const provider = new HttpReviewsProvider('https://8.8.8.8/reviews', fetchImpl);
    expect(await provider.locations('site-9')).toEqual([{ id: 'b1', name: 'Filiale Bern', street: '', streetNumber: '', city: 'Bern' }]);
    expect(urls[0]).toBe('https://8.8.8.8/reviews?site=site-9&list=locations');
    const broken = new HttpReviewsProvider('https://8.8.8.8/reviews', (async () => new Response('[{"name":"no id"}]')) as unknown as typeof fetch);
    await expect(broken.locations('site-9')).rejects.toThrow();
  });
});
