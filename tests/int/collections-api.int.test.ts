import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { groups, pages } from '../../src/server/db/schema';
import { findLiveSnapshotBySlug } from '../../src/server/services/pages/find-page';
import { loadPageTree } from '../../src/server/services/pages/load-page-tree';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadBlockData } from '../../src/server/services/rendering/load-block-data';
import type { CollectionItem } from '../../src/shared/content/collection-item';
import { parseSettings } from '../../src/shared/content/settings';
import type { PageTree } from '../../src/shared/content/types';
import { api, createTestPage, createTestSite, signedInUser, textField } from './support/fixtures';

type Site = Awaited<ReturnType<typeof createTestSite>>;

async function member(site: Site, slug: string) {
  const created = await createTestPage(site.id, {
    slug: { de: slug },
    name: { de: slug },
    collection: 'team',
    groups: [{ type: 'teamDetails', fields: { name: textField({ de: slug, fr: slug }) } }],
  });
  await publishPage(getDb(), { siteId: site.id, pageId: created.pageId, userId: null });
  return created.pageId;
}

/** A site whose published page "team" holds a team container over three published members. */
async function teamSite() {
  const site = await createTestSite({ locales: ['de', 'fr'] });
  const anna = await member(site, 'anna');
  const ben = await member(site, 'ben');
  const cleo = await member(site, 'cleo');
  const page = await createTestPage(site.id, {
    slug: { de: 'team' },
    groups: [{ type: 'teamContainer' }, { type: 'hero', fields: { title: textField({ de: 'Hallo', fr: 'Bonjour' }) } }],
  });
  await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  const editor = await signedInUser(site.host, 'editor');
  const containerId = page.groupIds[0]!;
  const post = (path: string, body: unknown, cookie = editor.cookie) => api(site.host, path, { method: 'POST', body, cookie, editorLanguage: 'en' });
  const publishContainerPage = () => publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  return { site, anna, ben, cleo, pageId: page.pageId, containerId, heroId: page.groupIds[1]!, editor, post, publishContainerPage };
}

const itemsOf = async (site: Site, tree: PageTree, containerId: string, mode: 'live' | 'edit') => {
  const data = await loadBlockData({ db: getDb(), siteId: site.id, defaultLocale: 'de', locale: 'de', mode, settings: parseSettings({}) }, tree.groups);
  const entry = data[containerId];
  return entry?.kind === 'collectionItems' ? (entry.value as CollectionItem[]).map((item) => item.pageId) : null;
};
/** What visitors see in the container (published snapshot, published pages). */
const liveItems = async (site: Site, containerId: string) => {
  const tree = await findLiveSnapshotBySlug(getDb(), { siteId: site.id, locale: 'de', collection: null, slug: 'team' });
  if (!tree) throw new Error('no live page');
  return itemsOf(site, tree, containerId, 'live');
};
/** What the edit route renders (draft list over draft pages). */
const editItems = async (site: Site, pageId: string, containerId: string) =>
  itemsOf(site, await loadPageTree(getDb(), { siteId: site.id, pageId, state: 'draft' }), containerId, 'edit');
const containerDraft = async (id: string) => (await getDb().select().from(groups).where(eq(groups.id, id)))[0]!;
const sitePages = async (site: Site) => getDb().select({ id: pages.id, status: pages.status }).from(pages).where(eq(pages.siteId, site.id));

describe('POST /collection/add', () => {
  it('creates a draft team page with its details box, a unique slug, and appends it to the container', async () => {
    const { site, containerId, anna, ben, cleo, post, pageId, publishContainerPage } = await teamSite();
    const first = await post('/collection/add', { collectionId: containerId, collectionName: 'team', lang: 'de', name: 'Zoë Müller' });
    expect(first.status).toBe(200);
    const added = (await first.json()).data;
    // Like any new page: the name and slug in every language of the site.
    expect(added.slug).toEqual({ de: 'zoe-mueller', fr: 'zoe-mueller' });
    const second = (await (await post('/collection/add', { collectionId: containerId, collectionName: 'team', lang: 'de', name: 'Zoë Müller' })).json()).data;
    expect(second.slug).toEqual({ de: 'zoe-mueller-2', fr: 'zoe-mueller-2' });

    const tree = await loadPageTree(getDb(), { siteId: site.id, pageId: added.pageId, state: 'draft' });
    expect(tree.page).toMatchObject({ collection: 'team', status: 'draft', meta: { name: { de: 'Zoë Müller', fr: 'Zoë Müller' } } });
    expect(tree.groups.map((group) => group.type)).toEqual(['teamDetails']);
    expect(tree.groups[0]?.fields.name?.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Zoë Müller', fr: 'Zoë Müller' } });

    const container = await containerDraft(containerId);
    expect(container.version).toBe(3);
    expect(container.draft.items).toEqual([anna, ben, cleo, added.pageId, second.pageId].map((id) => ({ pageId: id, visible: true })));
    expect(await editItems(site, pageId, containerId)).toEqual([anna, ben, cleo, added.pageId, second.pageId]);
    // Drafts stay off the live page until they are published.
    await publishContainerPage();
    expect(await liveItems(site, containerId)).toEqual([anna, ben, cleo]);
    await publishPage(getDb(), { siteId: site.id, pageId: added.pageId, userId: null });
    expect(await liveItems(site, containerId)).toEqual([anna, ben, cleo, added.pageId]);
  });

  it('gives a service page a titled text box', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'services' }, groups: [{ type: 'servicesContainer' }] });
    const editor = await signedInUser(site.host, 'editor');
    const response = await api(site.host, '/collection/add', {
      method: 'POST',
      cookie: editor.cookie,
      body: { collectionId: page.groupIds[0], collectionName: 'service', lang: 'fr', name: 'Examen' },
    });
    expect(response.status).toBe(200);
    const { pageId } = (await response.json()).data;
    const tree = await loadPageTree(getDb(), { siteId: site.id, pageId, state: 'draft' });
    expect(tree.groups.map((group) => [group.type, group.fields.title?.content])).toEqual([
      ['richTextBlock', { type: 'localizedSingleValue', values: { de: 'Examen', fr: 'Examen' } }],
    ]);
  });

  it("refuses a wrong collection, a non-container, another site's container, a foreign language and anonymous callers; nothing changes", async () => {
    const { site, containerId, heroId, post } = await teamSite();
    const other = await createTestSite();
    const foreign = await createTestPage(other.id, { slug: { de: 'team' }, groups: [{ type: 'teamContainer' }] });
    const before = await sitePages(site);
    const body = { collectionId: containerId, collectionName: 'team', lang: 'de', name: 'Neu' };
    const cases: Array<[unknown, number, string?]> = [
      [{ ...body, collectionName: 'service' }, 400, 'does not list items of the collection "service"'],
      [{ ...body, collectionId: heroId }, 400],
      [{ ...body, collectionId: foreign.groupIds[0] }, 404],
      [{ ...body, lang: 'it' }, 400],
      [{ ...body, name: '   ' }, 400],
      [{ ...body, name: '!!!' }, 400],
    ];
    for (const [request, status, message] of cases) {
      const response = await post('/collection/add', request);
      expect(response.status, JSON.stringify(request)).toBe(status);
      if (message) expect((await response.json()).error).toContain(message);
    }
    expect((await post('/collection/add', body, '')).status).toBe(401);
    expect(await sitePages(site)).toEqual(before);
    expect((await containerDraft(containerId)).version).toBe(1);
    expect((await sitePages(other)).length).toBe(1);
  });
});

describe('POST /collection/sort and /collection/items', () => {
  it('reorders and archives in the draft; visitors see it after the container page is published', async () => {
    const { site, containerId, anna, ben, cleo, post, pageId, publishContainerPage } = await teamSite();
    const sorted = await post('/collection/sort', { collectionId: containerId, collectionName: 'team', activeId: cleo, overId: anna });
    expect(sorted.status).toBe(200);
    expect((await sorted.json()).data.order).toEqual([cleo, anna, ben]);
    expect((await post('/collection/items', { collectionId: containerId, collectionName: 'team', pageId: anna, action: 'hide' })).status).toBe(200);

    expect(await editItems(site, pageId, containerId)).toEqual([cleo, ben]);
    expect(await liveItems(site, containerId)).toEqual([anna, ben, cleo]);
    await publishContainerPage();
    expect(await liveItems(site, containerId)).toEqual([cleo, ben]);

    expect((await post('/collection/items', { collectionId: containerId, collectionName: 'team', pageId: anna, action: 'show' })).status).toBe(200);
    expect(await editItems(site, pageId, containerId)).toEqual([cleo, anna, ben]);
  });

  it("refuses the same item, another site's page and another site's container; nothing changes", async () => {
    const { site, containerId, anna, post } = await teamSite();
    const other = await createTestSite();
    const stranger = await member(other, 'zoe');
    const foreign = await createTestPage(other.id, { slug: { de: 'team' }, groups: [{ type: 'teamContainer' }] });
    const cases: Array<[string, unknown, number]> = [
      ['/collection/sort', { collectionId: containerId, collectionName: 'team', activeId: anna, overId: anna }, 400],
      ['/collection/sort', { collectionId: containerId, collectionName: 'team', activeId: stranger, overId: anna }, 404],
      ['/collection/sort', { collectionId: foreign.groupIds[0], collectionName: 'team', activeId: anna, overId: stranger }, 404],
      ['/collection/items', { collectionId: containerId, collectionName: 'team', pageId: stranger, action: 'hide' }, 404],
      ['/collection/items', { collectionId: foreign.groupIds[0], collectionName: 'team', pageId: stranger, action: 'hide' }, 404],
      ['/collection/items', { collectionId: containerId, collectionName: 'testimonial', pageId: anna, action: 'hide' }, 400],
    ];
    for (const [path, body, status] of cases) expect((await post(path, body)).status, `${path} ${JSON.stringify(body)}`).toBe(status);
    expect((await containerDraft(containerId)).version).toBe(1);
    expect((await containerDraft(foreign.groupIds[0]!)).version).toBe(1);
    expect(await liveItems(site, containerId)).toHaveLength(3);
  });
});

describe('POST /collection/removeItem and GET /collection/items', () => {
  it("deletes the item's page and takes it out of the live container at once", async () => {
    const { site, containerId, anna, ben, cleo, post } = await teamSite();
    expect((await post('/collection/removeItem', { collectionId: containerId, collectionName: 'team', pageId: ben })).status).toBe(200);
    const [page] = await getDb().select().from(pages).where(eq(pages.id, ben));
    expect(page?.status).toBe('deleted');
    expect((await containerDraft(containerId)).draft.items).toEqual([anna, cleo].map((id) => ({ pageId: id, visible: true })));
    expect(await liveItems(site, containerId)).toEqual([anna, cleo]);
    expect((await post('/collection/removeItem', { collectionId: containerId, collectionName: 'team', pageId: ben })).status).toBe(404);
    // Restorable like any deleted page: live again at once (where the published list has him).
    expect(page?.deletedAt).not.toBeNull();
    expect((await post('/page/restore', { id: ben })).status).toBe(200);
    expect(await liveItems(site, containerId)).toEqual([anna, ben, cleo]);
  });

  it('lists the working order with shown flags, names, slugs and statuses; never another site', async () => {
    const { site, containerId, anna, ben, cleo, post, editor } = await teamSite();
    await post('/collection/items', { collectionId: containerId, collectionName: 'team', pageId: ben, action: 'hide' });
    const added = (await (await post('/collection/add', { collectionId: containerId, collectionName: 'team', lang: 'de', name: 'Dora' })).json()).data;
    const response = await api(site.host, `/collection/items?collectionId=${containerId}`, { cookie: editor.cookie });
    expect(response.status).toBe(200);
    const { items } = (await response.json()).data;
    expect(items.map((item: { pageId: string; visible: boolean; status: string }) => [item.pageId, item.visible, item.status])).toEqual([
      [anna, true, 'published'],
      [ben, false, 'published'],
      [cleo, true, 'published'],
      [added.pageId, true, 'draft'],
    ]);
    expect(items[3]).toMatchObject({ name: { de: 'Dora' }, slug: { de: 'dora' } });

    const other = await createTestSite();
    const foreign = await createTestPage(other.id, { slug: { de: 'team' }, groups: [{ type: 'teamContainer' }] });
    expect((await api(site.host, `/collection/items?collectionId=${foreign.groupIds[0]}`, { cookie: editor.cookie })).status).toBe(404);
    expect((await api(site.host, `/collection/items?collectionId=${containerId}`)).status).toBe(401);
  });
});
