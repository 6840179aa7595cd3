import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../../src/server/db/client';
import { ZFeedConfig } from '../../../src/server/platform/config';
import { configureFeeds, getArticleTeasers, resetFeeds, setFeedProviders } from '../../../src/server/services/feeds';
import { WordPressArticleProvider } from '../../../src/server/services/feeds/articles-http';
import { FeedCache } from '../../../src/server/services/feeds/cache';
import { OfflineInstagramProvider, OfflineReviewsProvider } from '../../../src/server/services/feeds/offline';
import { loadBlockData } from '../../../src/server/services/rendering/load-block-data';
import { blockDataOf } from '../../../src/shared/blocks/load';
import { parseSettings } from '../../../src/shared/content/settings';
import type { GroupNode } from '../../../src/shared/content/types';
import { type FakeArticleFeed, startFakeArticleFeed } from '../../support/fake-article-feed';
import { createTestSite } from '../support/fixtures';

/**
 * The health-optics article adapter against the local fake WordPress feed: permalink → post id →
 * teaser, and every way it fails (unknown, foreign host, private address, slow, garbage) mapped to
 * the box's `notFound` / `unavailable`; answers cached per article.
 */
let fake: FakeArticleFeed;
beforeAll(async () => {
  fake = await startFakeArticleFeed({ slowMs: 1500 });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.behave('ok');
  fake.requests.length = 0;
  resetFeeds();
});

/** The fake is on 127.0.0.1: reachable only when private feeds are allowed, as the operator would set it. */
function useFeed(options: { allowPrivate?: boolean; timeoutMs?: number } = {}) {
  setFeedProviders(
    {
      reviews: new OfflineReviewsProvider(),
      instagram: new OfflineInstagramProvider(),
      articles: new WordPressArticleProvider({ base: fake.url, allowPrivate: options.allowPrivate ?? true, timeoutMs: options.timeoutMs ?? 1000 }),
    },
    new FeedCache(60_000),
  );
}

describe('getArticleTeasers (WordPress feed)', () => {
  it('looks the permalink up to a post id, then loads the teaser with its embedded image as plain text', async () => {
    useFeed();
    const [result] = await getArticleTeasers('site-1', [fake.permalink('gleitsichtbrillen-richtig-gewoehnen')]);
    expect(result).toEqual({
      url: fake.permalink('gleitsichtbrillen-richtig-gewoehnen'),
      error: null,
      teaser: {
        postId: 11,
        title: 'Gleitsichtbrillen: so gelingt die Gewöhnung',
        excerpt: 'Die ersten Tage mit der neuen Gleitsichtbrille sind ungewohnt – mit diesen Tipps klappt es schneller.…',
        imageUrl: `${fake.url}/wp-content/uploads/501-768x432.jpg`,
        imageAlt: 'Bild 501',
        link: fake.permalink('gleitsichtbrillen-richtig-gewoehnen'),
      },
    });
    expect(fake.requests.map((path) => path.split('?')[0])).toEqual(['/wp-json/wp/v2/posts', '/wp-json/wp/v2/posts/11']);
    expect(fake.requests[0]).toContain('slug=gleitsichtbrillen-richtig-gewoehnen');
  });

  it('loads the featured image from the media endpoint when it is not embedded; none when the post has none', async () => {
    useFeed();
    const [summer, bare] = await getArticleTeasers('site-1', [fake.permalink('kontaktlinsen-im-sommer'), `${fake.url}/?p=13`]);
    expect(summer?.teaser).toMatchObject({
      postId: 12,
      imageUrl: `${fake.url}/wp-content/uploads/502-768x432.jpg`,
      excerpt: 'Sonne, Chlor und Sand: worauf Linsenträgerinnen und -träger achten sollten.',
    });
    expect(fake.requests).toContain('/wp-json/wp/v2/media/502?_fields=source_url%2Calt_text%2Cmedia_details');
    expect(bare?.teaser).toMatchObject({ postId: 13, imageUrl: null, imageAlt: '' });
  });

  it('answers notFound for an unknown slug or id, and for a link on another host without asking the feed', async () => {
    useFeed();
    const results = await getArticleTeasers('site-1', [
      fake.permalink('gibt-es-nicht'),
      `${fake.url}/?p=999`,
      'https://evil.example/2025/03/gleitsichtbrillen-richtig-gewoehnen/',
      'kein link',
    ]);
    expect(results.map((result) => result.error)).toEqual(['notFound', 'notFound', 'notFound', 'notFound']);
    expect(fake.requests.every((path) => path.startsWith('/wp-json/wp/v2/posts'))).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it('refuses the private address through the SSRF guard unless private feeds are allowed', async () => {
    useFeed({ allowPrivate: false });
    const [result] = await getArticleTeasers('site-1', [fake.permalink('gleitsichtbrillen-richtig-gewoehnen')]);
    expect(result).toMatchObject({ teaser: null, error: 'unavailable' });
    expect(fake.requests).toHaveLength(0);
  });

  it('gives up on a slow feed after the timeout', async () => {
    useFeed({ timeoutMs: 200 });
    fake.behave('slow');
    const started = Date.now();
    const [result] = await getArticleTeasers('site-1', [fake.permalink('kontaktlinsen-im-sommer')]);
    expect(result?.error).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('reads garbage or a failing feed as unavailable', async () => {
    useFeed();
    fake.behave('garbage');
    expect((await getArticleTeasers('site-1', [fake.permalink('kontaktlinsen-im-sommer')]))[0]?.error).toBe('unavailable');
    fake.behave('down');
    expect((await getArticleTeasers('site-1', [fake.permalink('kontaktlinsen-im-sommer')]))[0]?.error).toBe('unavailable');
  });

  it('caches each article, found or not, for every site; failures are not cached', async () => {
    useFeed();
    fake.behave('down');
    await getArticleTeasers('site-1', [fake.permalink('kontaktlinsen-im-sommer')]);
    fake.behave('ok');
    const first = await getArticleTeasers('site-1', [fake.permalink('kontaktlinsen-im-sommer'), fake.permalink('gibt-es-nicht')]);
    expect(first.map((result) => result.error)).toEqual([null, 'notFound']);
    const asked = fake.requests.length;
    // The same articles pasted elsewhere, with a tracking query or without the trailing slash.
    const again = await getArticleTeasers('site-2', [
      `${fake.permalink('kontaktlinsen-im-sommer')}?utm_source=newsletter`,
      fake.permalink('gibt-es-nicht').replace(/\/$/, ''),
    ]);
    expect(again.map((result) => result.teaser?.postId ?? result.error)).toEqual([12, 'notFound']);
    expect(fake.requests.length).toBe(asked);
  });

  it('is configured from FEEDS_* settings (offline seeded feed by default)', async () => {
    configureFeeds(ZFeedConfig.parse({ FEEDS_PROVIDER: 'http', FEEDS_ARTICLES_URL: fake.url, FEEDS_ALLOW_PRIVATE_URL: 'true', FEEDS_TIMEOUT_MS: '1000' }));
    expect((await getArticleTeasers('site-1', [fake.permalink('ohne-bild')]))[0]?.teaser?.postId).toBe(13);
    configureFeeds(ZFeedConfig.parse({}));
    const offline = await getArticleTeasers('site-1', [
      'https://magazin.gesundheitsoptik.example/2025/03/trockene-augen-im-winter/',
      fake.permalink('ohne-bild'),
    ]);
    expect(offline.map((result) => result.teaser?.title ?? result.error)).toEqual(['Trockene Augen im Winter: was wirklich hilft', 'notFound']);
  });
});

describe('the article box load', () => {
  it("loads the box's visible URL slots in order, the same on live and edit pages", async () => {
    useFeed();
    const site = await createTestSite();
    const url = (slot: string, value: string, visible = true) => ({
      id: slot,
      slot,
      content: { type: 'single' as const, value },
      options: {},
      mediaId: null,
      visible,
    });
    const box: GroupNode = {
      id: '00000000-0000-4000-8000-000000000161',
      type: 'healthOpticsArticles',
      status: 'published',
      position: 0,
      options: {},
      meta: { disallowedLanguages: [] },
      fields: {
        url1: url('url1', fake.permalink('ohne-bild')),
        url2: url('url2', fake.permalink('kontaktlinsen-im-sommer'), false),
        url3: url('url3', fake.permalink('gibt-es-nicht')),
      },
    };
    for (const mode of ['live', 'edit'] as const) {
      const data = await loadBlockData({ db: getDb(), siteId: site.id, defaultLocale: 'de', locale: 'fr', mode, settings: parseSettings({}) }, [box]);
      expect(blockDataOf(data, box.id, 'articles')?.map((result) => result.teaser?.postId ?? result.error)).toEqual([13, 'notFound']);
    }
  });
});
