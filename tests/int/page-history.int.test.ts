import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { fields, groups, pages } from '../../src/server/db/schema';
import { findLiveSnapshotBySlug } from '../../src/server/services/pages/find-page';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadVersionPreview, loadSiteChrome } from '../../src/server/services/rendering/load-page-request';
import { createUser } from '../../src/server/services/users/create-user';
import { addMember } from '../../src/server/services/members/add-member';
import { api, createTestPage, createTestSite, signedInUser, textField } from './support/fixtures';

async function pageWithHistory() {
  const site = await createTestSite({ locales: ['de'] });
  const page = await createTestPage(site.id, {
    slug: { de: 'seite' },
    name: { de: 'Seite' },
    groups: [
      { type: 'hero', fields: { title: textField({ de: 'Erste Fassung' }) } },
      { type: 'spacer', options: { height: 4 } },
    ],
  });
  const editor = await signedInUser(site.host, 'editor');
  const v1 = await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  const heroId = page.groupIds[0]!;
  const [title] = await getDb()
    .select()
    .from(fields)
    .where(and(eq(fields.groupId, heroId), eq(fields.slot, 'title')));
  await getDb()
    .update(fields)
    .set({ draft: { ...title!.draft, content: textField({ de: 'Zweite Fassung' }).content } })
    .where(eq(fields.id, title!.id));
  // The spacer goes; a new section comes.
  const removed = await api(site.host, '/group/remove', {
    method: 'POST',
    body: { pageId: page.pageId, groupId: page.groupIds[1], version: 1 },
    cookie: editor.cookie,
  });
  const added = await api(site.host, '/group/add', { method: 'POST', body: { pageId: page.pageId, groupName: 'spacer', nextTo: null }, cookie: editor.cookie });
  if (!removed.ok || !added.ok) throw new Error(`setup failed: ${removed.status} ${added.status}`);
  const addedId: string = (await added.json()).data.groupId;
  const v2 = await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  const post = (path: string, body: unknown, cookie = editor.cookie) => api(site.host, path, { method: 'POST', body, cookie, editorLanguage: 'en' });
  const get = (path: string, cookie = editor.cookie) => api(site.host, path, { cookie, editorLanguage: 'en' });
  const live = () => findLiveSnapshotBySlug(getDb(), { siteId: site.id, locale: 'de', collection: null, slug: 'seite' });
  return { site, page, editor, v1, v2, heroId, addedId, post, get, live };
}

describe('GET /page/versions', () => {
  it('lists the versions newest first with who published them and the current one', async () => {
    const { site, page, get } = await pageWithHistory();
    await createUser(getDb(), { email: 'anna@example.ch', password: 'correct horse battery', name: 'Anna Muster' });
    await addMember(getDb(), { email: 'anna@example.ch', host: site.host, role: 'editor' });
    const [anna] = await getDb().query.user.findMany({ where: (u, { eq: is }) => is(u.email, 'anna@example.ch') });
    const v3 = await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: anna!.id });
    const response = await get(`/page/versions?id=${page.pageId}`);
    expect(response.status).toBe(200);
    const { versions } = (await response.json()).data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions[0]).toMatchObject({ id: v3.versionId, createdBy: 'Anna Muster', current: true });
    expect(versions[1]).toMatchObject({ createdBy: null, current: false });
  });

  it("refuses anonymous callers and another site's page", async () => {
    const { page, get } = await pageWithHistory();
    expect((await get(`/page/versions?id=${page.pageId}`, '')).status).toBe(401);
    const other = await createTestSite();
    const foreign = await createTestPage(other.id, { slug: { de: 'fremd' } });
    expect((await get(`/page/versions?id=${foreign.pageId}`)).status).toBe(404);
  });
});

describe('POST /page/version/restore', () => {
  it('makes an old version the working state; publishing brings the old content back', async () => {
    const { page, v1, heroId, addedId, post, live } = await pageWithHistory();
    const spacerId = page.groupIds[1];
    const title = async () => (await live())?.groups.find((g) => g.id === heroId)?.fields.title?.content;
    expect((await live())?.groups.map((g) => g.id).sort()).toEqual([heroId, addedId].sort());
    const response = await post('/page/version/restore', { pageId: page.pageId, versionId: v1.versionId });
    expect(response.status).toBe(200);
    // Visitors still see version 2 until publish.
    expect(await title()).toEqual(textField({ de: 'Zweite Fassung' }).content);

    // The removed spacer is back as a draft, the section added since is pending removal.
    const rows = await getDb().select().from(groups).where(eq(groups.pageId, page.pageId));
    expect(rows.find((g) => g.id === spacerId)?.status).toBe('draft');
    expect(rows.find((g) => g.id === addedId)?.status).toBe('markedForDeletion');

    expect((await post('/page/publish', { id: page.pageId })).status).toBe(200);
    const restored = await live();
    expect(restored?.groups.map((g) => g.id)).toEqual([heroId, spacerId]);
    expect(await title()).toEqual(textField({ de: 'Erste Fassung' }).content);
    expect(restored?.groups[1]?.options).toMatchObject({ height: 4 });
  });

  it("refuses another page's or another site's version, and anonymous callers", async () => {
    const { site, page, v1, post } = await pageWithHistory();
    const sibling = await createTestPage(site.id, { slug: { de: 'nachbar' } });
    const siblingVersion = await publishPage(getDb(), { siteId: site.id, pageId: sibling.pageId, userId: null });
    expect((await post('/page/version/restore', { pageId: page.pageId, versionId: siblingVersion.versionId })).status).toBe(404);
    const other = await pageWithHistory();
    const foreign = await post('/page/version/restore', { pageId: page.pageId, versionId: other.v1.versionId });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error).toBe('This version does not exist (any more).');
    expect((await post('/page/version/restore', { pageId: page.pageId, versionId: v1.versionId }, '')).status).toBe(401);
  });
});

describe('version preview', () => {
  it("loads a version's snapshot for that page only", async () => {
    const { site, page, v1 } = await pageWithHistory();
    const chrome = await loadSiteChrome(getDb(), { siteId: site.id, state: 'draft' });
    const shown = await loadVersionPreview(getDb(), { siteId: site.id, pageId: page.pageId, versionId: v1.versionId, chrome });
    expect(shown?.preview).toMatchObject({ versionId: v1.versionId, version: 1 });
    expect(shown?.tree.groups[0]?.fields.title?.content).toEqual(textField({ de: 'Erste Fassung' }).content);
    const other = await pageWithHistory();
    expect(await loadVersionPreview(getDb(), { siteId: site.id, pageId: page.pageId, versionId: other.v1.versionId, chrome })).toBeNull();
    expect(await loadVersionPreview(getDb(), { siteId: site.id, pageId: page.pageId, versionId: 'nope', chrome })).toBeNull();
  });
});

describe('restoring a version whose slug another page took meanwhile', () => {
  it('gives the restored page the first free slug instead of a duplicate', async () => {
    const { site, page, v1, post, get } = await pageWithHistory();
    // Renamed and published; then another page takes the old slug.
    const info = (await (await get(`/page/info?id=${page.pageId}`)).json()).data;
    const settings = {
      id: page.pageId,
      version: info.version,
      slug: { de: 'neu' },
      name: info.name,
      description: info.description,
      role: info.role,
      disallowedLanguages: [],
      password: { action: 'keep' },
    };
    expect((await post('/page/info', settings)).status).toBe(200);
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    await createTestPage(site.id, { slug: { de: 'seite' } });
    expect((await post('/page/version/restore', { pageId: page.pageId, versionId: v1.versionId })).status).toBe(200);
    const [row] = await getDb().select({ draft: pages.draft }).from(pages).where(eq(pages.id, page.pageId));
    expect(row?.draft.slug.de).toBe('seite-2');
  });
});
