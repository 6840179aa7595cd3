import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { groups, navigation, pageRedirects, pages } from '../../src/server/db/schema';
import { onCacheTagsInvalidated, siteTag } from '../../src/server/platform/cache-tags';
import { RESTORE_WINDOW_MS, purgeDeletedPages } from '../../src/server/services/pages/deleted-pages';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadPageRequest, loadSiteChrome } from '../../src/server/services/rendering/load-page-request';
import { api } from './support/fixtures';
import { pagesWorld } from './support/pages-world';

const keep = { action: 'keep' } as const;
const pageRow = async (id: string) => (await getDb().select().from(pages).where(eq(pages.id, id)))[0];
const DAY = 24 * 60 * 60 * 1000;

/** A published page standing in the navigation, as a child and as a container's own link. */
async function publishedInMenu() {
  const world = await pagesWorld();
  const id = await world.add('Angebot');
  await publishPage(getDb(), { siteId: world.site.id, pageId: id, userId: null });
  const menu = {
    containers: [
      { id: 'c1', label: { de: 'Mehr' }, pageId: world.home.pageId, children: [{ id: 'i1', pageId: id, appearance: 'default' as const }] },
      { id: 'c2', label: { de: 'Angebot' }, pageId: id, children: [] },
    ],
  };
  await getDb().update(navigation).set({ draft: menu, published: menu }).where(eq(navigation.siteId, world.site.id));
  const visit = (segments: string[], locale = 'de') => loadPageRequest(getDb(), { site: world.site, locale, segments });
  return { ...world, id, visit };
}

describe('POST /page/remove', () => {
  it('deletes a page at once: 404 for visitors, out of the menu, caches invalidated, home answered', async () => {
    const { post, id, visit, site, home } = await publishedInMenu();
    expect((await visit(['angebot'])).kind).toBe('page');
    const heard: string[][] = [];
    const stop = onCacheTagsInvalidated((tags) => heard.push(tags));
    const response = await post('/page/remove', { id });
    stop();
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ id, homePageId: home.pageId });
    expect(heard).toContainEqual([siteTag(site.id)]);
    expect((await visit(['angebot'])).kind).toBe('not-found');
    expect(await pageRow(id)).toMatchObject({ status: 'deleted', previousStatus: 'published' });
    const [nav] = await getDb().select().from(navigation).where(eq(navigation.siteId, site.id));
    expect(nav?.draft.containers).toEqual([{ id: 'c1', label: { de: 'Mehr' }, pageId: home.pageId, children: [] }]);
    // The published menu still names it until the navigation is published; the chrome skips it.
    const chrome = await loadSiteChrome(getDb(), { siteId: site.id, state: 'published' });
    expect(chrome.pages.has(id)).toBe(false);
  });

  it('refuses the home page, an unknown or foreign page, and anonymous callers', async () => {
    const { post, id, home, host } = await publishedInMenu();
    const refused = await post('/page/remove', { id: home.pageId });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe('Die Startseite kann nicht gelöscht werden.');
    const other = await pagesWorld();
    expect((await other.post('/page/remove', { id })).status).toBe(404);
    expect((await api(host, '/page/remove', { method: 'POST', body: { id } })).status).toBe(401);
    expect((await pageRow(id))?.status).toBe('published');
    expect((await pageRow(home.pageId))?.status).toBe('published');
  });

  it('frees the slug for a new page, and the deleted page can no longer be published', async () => {
    const { post, id, add } = await publishedInMenu();
    await post('/page/remove', { id });
    await expect(add('Angebot')).resolves.toBeTruthy();
    expect((await post('/page/publish', { id })).status).toBe(404);
  });
});

describe('deleted pages: list, restore, purge', () => {
  it('restores a published page live with its snapshot within 30 days', async () => {
    const { post, get, id, visit } = await publishedInMenu();
    await post('/page/remove', { id });
    const list = (await (await get('/pages/deleted')).json()).data.pages;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, name: { de: 'Angebot' } });
    expect(Date.parse(list[0].purgeAt) - Date.parse(list[0].deletedAt)).toBe(RESTORE_WINDOW_MS);

    expect((await post('/page/restore', { id })).status).toBe(200);
    expect(await pageRow(id)).toMatchObject({ status: 'published', deletedAt: null, previousStatus: null });
    expect((await visit(['angebot'])).kind).toBe('page');
    expect((await (await get('/pages/deleted')).json()).data.pages).toEqual([]);
  });

  it('restores into a free slug when another page took it meanwhile', async () => {
    const { post, id, add, visit } = await publishedInMenu();
    await post('/page/remove', { id });
    const newcomer = await add('Angebot');
    expect((await post('/page/restore', { id })).status).toBe(200);
    const restored = await pageRow(id);
    expect(restored?.draft.slug).toEqual({ de: 'angebot-2', fr: 'angebot-2' });
    expect(restored?.published?.slug).toEqual({ de: 'angebot-2', fr: 'angebot-2' });
    expect((await pageRow(newcomer))?.draft.slug.de).toBe('angebot');
    const live = await visit(['angebot-2']);
    expect(live.kind === 'page' && live.tree.page.id).toBe(id);
  });

  it('refuses to restore after 30 days, and the purge then deletes the page for good', async () => {
    const { post, get, id, site } = await publishedInMenu();
    await post('/page/remove', { id });
    await getDb()
      .update(pages)
      .set({ deletedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(pages.id, id));
    const refused = await post('/page/restore', { id });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toContain('30 Tagen');
    expect((await (await get('/pages/deleted')).json()).data.pages).toEqual([]);

    const recent = await (await pagesWorld()).add('Bleibt');
    expect(await purgeDeletedPages(getDb(), { olderThan: new Date(Date.now() - RESTORE_WINDOW_MS) })).toBeGreaterThanOrEqual(1);
    expect(await pageRow(id)).toBeUndefined();
    expect(await getDb().select().from(groups).where(eq(groups.pageId, id))).toEqual([]);
    expect(await pageRow(recent)).toBeDefined();
    expect(await pageRow(site.id)).toBeUndefined();
  });

  it("does not restore another site's page", async () => {
    const { post, id } = await publishedInMenu();
    await post('/page/remove', { id });
    const other = await pagesWorld();
    expect((await other.post('/page/restore', { id })).status).toBe(404);
    expect((await pageRow(id))?.status).toBe('deleted');
  });
});

describe('slug redirects', () => {
  it('sends the old URL of a renamed published slug to the new one, permanently', async () => {
    const { post, id, visit, site, add } = await publishedInMenu();
    const saved = await post('/page/info', {
      id,
      version: 1,
      slug: { de: 'neues-angebot', fr: 'nouvelle-offre' },
      name: {},
      description: {},
      role: null,
      disallowedLanguages: [],
      password: keep,
    });
    expect(saved.status).toBe(200);
    // Not yet published: the old URL is still the page.
    expect((await visit(['angebot'])).kind).toBe('page');
    await publishPage(getDb(), { siteId: site.id, pageId: id, userId: null });
    expect(await visit(['angebot'])).toEqual({ kind: 'redirect', locale: 'de', location: '/de/neues-angebot' });
    expect(await visit(['angebot'], 'fr')).toEqual({ kind: 'redirect', locale: 'fr', location: '/fr/nouvelle-offre' });
    expect((await visit(['neues-angebot'])).kind).toBe('page');

    // A new page that takes the old slug wins once it is live, and drops the redirect.
    const taker = await add('Angebot');
    await publishPage(getDb(), { siteId: site.id, pageId: taker, userId: null });
    const taken = await visit(['angebot']);
    expect(taken.kind === 'page' && taken.tree.page.id).toBe(taker);
    expect(await getDb().select().from(pageRedirects).where(eq(pageRedirects.siteId, site.id))).toEqual([]);
  });

  it('answers no redirect once the page is deleted', async () => {
    const { post, id, visit, site } = await publishedInMenu();
    await post('/page/info', { id, version: 1, slug: { de: 'neu' }, name: {}, description: {}, role: null, disallowedLanguages: [], password: keep });
    await publishPage(getDb(), { siteId: site.id, pageId: id, userId: null });
    expect((await visit(['angebot'])).kind).toBe('redirect');
    await post('/page/remove', { id });
    expect((await visit(['angebot'])).kind).toBe('not-found');
  });

  it('keeps the collection segment: an old team member URL leads to the new one', async () => {
    const { post, add, site } = await pagesWorld();
    const id = await add('Anna', { collection: 'team' });
    await publishPage(getDb(), { siteId: site.id, pageId: id, userId: null });
    await post('/page/info', { id, version: 1, slug: { de: 'anna-muster' }, name: {}, description: {}, role: null, disallowedLanguages: [], password: keep });
    await publishPage(getDb(), { siteId: site.id, pageId: id, userId: null });
    const visit = (segments: string[]) => loadPageRequest(getDb(), { site, locale: 'de', segments });
    expect(await visit(['team', 'anna'])).toEqual({ kind: 'redirect', locale: 'de', location: '/de/team/anna-muster' });
    // The same slug outside the collection is another path.
    expect((await visit(['anna'])).kind).toBe('not-found');
  });
});
