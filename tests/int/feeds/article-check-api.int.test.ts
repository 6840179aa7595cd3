import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_CHECKS_PER_MINUTE } from '../../../src/server/api/routes/feeds';
import { getDb } from '../../../src/server/db/client';
import { sites } from '../../../src/server/db/schema';
import { resetFeeds, setFeedProviders } from '../../../src/server/services/feeds';
import { WordPressArticleProvider } from '../../../src/server/services/feeds/articles-http';
import { FeedCache } from '../../../src/server/services/feeds/cache';
import { OfflineInstagramProvider, OfflineReviewsProvider } from '../../../src/server/services/feeds/offline';
import { type FakeArticleFeed, startFakeArticleFeed } from '../../support/fake-article-feed';
import { api, createTestPage, createTestSite, signedInUser } from '../support/fixtures';

/** `POST /feeds/article`: the editor's check of a pasted article URL, against the local fake feed. */
let fake: FakeArticleFeed;
beforeAll(async () => {
  fake = await startFakeArticleFeed();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.behave('ok');
  resetFeeds();
});

async function world(options: { healthOptics?: boolean; role?: 'owner' | 'editor' | 'optician' | null } = {}) {
  setFeedProviders(
    {
      reviews: new OfflineReviewsProvider(),
      instagram: new OfflineInstagramProvider(),
      articles: new WordPressArticleProvider({ base: fake.url, allowPrivate: true, timeoutMs: 1000 }),
    },
    new FeedCache(60_000),
  );
  const site = await createTestSite();
  if (options.healthOptics ?? true) await getDb().update(sites).set({ healthOptics: true }).where(eq(sites.id, site.id));
  const user = await signedInUser(site.host, options.role === null ? undefined : (options.role ?? 'editor'));
  const check = (url: string, editorLanguage = 'de', cookie: string | undefined = user.cookie) =>
    api(site.host, '/feeds/article', { method: 'POST', body: { url }, cookie, editorLanguage });
  return { site, user, check };
}

describe('POST /feeds/article', () => {
  it("answers an editor with the article's teaser", async () => {
    const { check } = await world();
    const response = await check(fake.permalink('gleitsichtbrillen-richtig-gewoehnen'));
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      postId: 11,
      title: 'Gleitsichtbrillen: so gelingt die Gewöhnung',
      link: fake.permalink('gleitsichtbrillen-richtig-gewoehnen'),
    });
  });

  it("says 'not found' for an unknown article or another site's link, in the caller's language", async () => {
    const { check } = await world();
    const unknown = await check(fake.permalink('gibt-es-nicht'));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe('Artikel mit dieser URL nicht gefunden.');
    const foreign = await check('https://evil.example/2025/03/gleitsichtbrillen-richtig-gewoehnen/', 'en');
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error).toBe('Could not find article with this URL.');
    const notAUrl = await check('javascript:alert(1)', 'fr');
    expect(notAUrl.status).toBe(400);
    expect((await notAUrl.json()).error).toContain('Aucun article trouvé à cette URL.');
  });

  it('answers 503 when the feed cannot answer', async () => {
    const { check } = await world();
    fake.behave('garbage');
    const response = await check(fake.permalink('kontaktlinsen-im-sommer'), 'it');
    expect(response.status).toBe(503);
    expect((await response.json()).error).toBe('Al momento l’articolo non può essere caricato. Riprovate più tardi.');
  });

  it('refuses a site that is no health-optics business, visitors and non-members', async () => {
    const plain = await world({ healthOptics: false });
    const refused = await plain.check(fake.permalink('gleitsichtbrillen-richtig-gewoehnen'));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe('Nur verfügbar für Gesundheitsoptiker');
    const stranger = await world({ role: null });
    expect((await stranger.check(fake.permalink('gleitsichtbrillen-richtig-gewoehnen'))).status).toBe(403);
    expect((await stranger.check(fake.permalink('gleitsichtbrillen-richtig-gewoehnen'), 'de', '')).status).toBe(401);
  });

  it(`allows an editor ${ARTICLE_CHECKS_PER_MINUTE} checks a minute`, async () => {
    const { check } = await world();
    for (let i = 0; i < ARTICLE_CHECKS_PER_MINUTE; i++) expect((await check(fake.permalink('ohne-bild'))).status).toBe(200);
    const limited = await check(fake.permalink('ohne-bild'));
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toBe('Zu viele Artikelprüfungen. Bitte versuchen Sie es in einer Minute wieder.');
  });

  it('the box itself is added only on health-optics sites', async () => {
    for (const healthOptics of [false, true]) {
      const { site, user } = await world({ healthOptics, role: 'owner' });
      const page = await createTestPage(site.id, { slug: { de: 'magazin', fr: 'magazine' } });
      const added = await api(site.host, '/group/add', {
        method: 'POST',
        cookie: user.cookie,
        editorLanguage: 'de',
        body: { pageId: page.pageId, groupName: 'healthOpticsArticles', nextTo: null },
      });
      expect(added.status).toBe(healthOptics ? 200 : 403);
      if (!healthOptics) expect((await added.json()).error).toBe('Nur verfügbar für Gesundheitsoptiker');
    }
  });
});
