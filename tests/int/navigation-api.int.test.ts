import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { navigation } from '../../src/server/db/schema';
import { loadSiteChrome } from '../../src/server/services/rendering/load-page-request';
import { api, createTestPage, createTestSite, signedInUser } from './support/fixtures';

async function siteWithPages() {
  const site = await createTestSite({ locales: ['de', 'fr'] });
  const home = await createTestPage(site.id, { slug: { de: 'home', fr: 'accueil' } });
  const about = await createTestPage(site.id, { slug: { de: 'ueber-uns', fr: 'a-propos' } });
  const editor = await signedInUser(site.host, 'editor');
  const get = (cookie = editor.cookie) => api(site.host, '/navigation?includeDrafts=true', { cookie, editorLanguage: 'en' });
  const post = (body: unknown, cookie = editor.cookie) => api(site.host, '/navigation', { method: 'POST', body, cookie, editorLanguage: 'en' });
  return { site, home, about, editor, get, post };
}

const menu = (homeId: string, aboutId: string) => ({
  containers: [
    { id: 'c-home', label: { de: 'Start', fr: 'Accueil' }, pageId: homeId, children: [] },
    { id: 'c-more', label: { de: 'Mehr' }, pageId: null, children: [{ id: 'i-about', pageId: aboutId, appearance: 'button' as const }] },
  ],
});

describe('GET/POST /navigation', () => {
  it('saves the working navigation as a draft; visitors keep the published one', async () => {
    const { site, home, about, get, post } = await siteWithPages();
    const before = await (await get()).json();
    expect(before.data).toEqual({ navigation: { containers: [] }, changed: false });

    const saved = await post({ navigation: menu(home.pageId, about.pageId) });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data.changed).toBe(true);

    const after = (await (await get()).json()).data;
    expect(after.changed).toBe(true);
    expect(after.navigation).toEqual(menu(home.pageId, about.pageId));
    // The edit route's chrome shows the draft; visitors' chrome still the published (empty) one.
    expect((await loadSiteChrome(getDb(), { siteId: site.id, state: 'draft' })).navigation.containers).toHaveLength(2);
    expect((await loadSiteChrome(getDb(), { siteId: site.id, state: 'published' })).navigation.containers).toHaveLength(0);
  });

  it('refuses anonymous callers', async () => {
    const { home, about, get, post } = await siteWithPages();
    expect((await get('')).status).toBe(401);
    expect((await post({ navigation: menu(home.pageId, about.pageId) }, '')).status).toBe(401);
  });

  it("refuses another site's page, a duplicate id or a page twice in one entry, and saves nothing", async () => {
    const { site, home, about, post } = await siteWithPages();
    const other = await createTestSite();
    const foreign = await createTestPage(other.id, { slug: { de: 'fremd' } });
    const cases: Array<[unknown, string]> = [
      [menu(home.pageId, foreign.pageId), 'The navigation links a page that does not exist (any more).'],
      [
        {
          containers: [
            { id: 'x', label: {}, children: [] },
            { id: 'x', label: {}, children: [] },
          ],
        },
        'The navigation contains the id "x" more than once.',
      ],
      [
        { containers: [{ id: 'x', label: {}, pageId: about.pageId, children: [{ id: 'y', pageId: about.pageId, appearance: 'default' }] }] },
        'A page appears more than once in the same menu entry.',
      ],
    ];
    for (const [state, message] of cases) {
      const response = await post({ navigation: state });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(message);
    }
    const [row] = await getDb().select().from(navigation).where(eq(navigation.siteId, site.id));
    expect(row?.draft).toEqual({ containers: [] });
  });

  it('answers a refusal in the caller language', async () => {
    const { home, editor, site } = await siteWithPages();
    const other = await createTestSite();
    const foreign = await createTestPage(other.id, { slug: { de: 'fremd' } });
    const response = await api(site.host, '/navigation', {
      method: 'POST',
      body: { navigation: menu(home.pageId, foreign.pageId) },
      cookie: editor.cookie,
      editorLanguage: 'de',
    });
    expect((await response.json()).error).toBe('Die Navigation verweist auf eine Seite, die es (nicht mehr) gibt.');
  });
});
