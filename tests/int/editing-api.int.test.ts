import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { fields, groups } from '../../src/server/db/schema';
import { findLiveSnapshotBySlug } from '../../src/server/services/pages/find-page';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { richTextValue } from '../../src/shared/content/rich-text';
import { api, createTestPage, createTestSite, signedInUser } from './support/fixtures';

async function editablePage() {
  const site = await createTestSite({ locales: ['de', 'fr'] });
  const page = await createTestPage(site.id, {
    slug: { de: 'seite' },
    groups: [
      {
        type: 'hero',
        options: { alignment: 'left' },
        fields: { title: { content: { type: 'localizedSingleValue', values: { de: 'Hallo', fr: 'Bonjour' } } } },
      },
      { type: 'spacer', options: { height: 4 } },
    ],
  });
  await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  const editor = await signedInUser(site.host, 'editor');
  const [title] = await getDb()
    .select()
    .from(fields)
    .where(and(eq(fields.groupId, page.groupIds[0]!), eq(fields.slot, 'title')));
  const post = (path: string, body: unknown, cookie = editor.cookie) => api(site.host, path, { method: 'POST', body, cookie, editorLanguage: 'en' });
  const live = () => findLiveSnapshotBySlug(getDb(), { siteId: site.id, locale: 'de', collection: null, slug: 'seite' });
  return { site, page, editor, titleId: title!.id, heroId: page.groupIds[0]!, spacerId: page.groupIds[1]!, post, live };
}

const draftOf = async (fieldId: string) => (await getDb().select().from(fields).where(eq(fields.id, fieldId)))[0]?.draft;

describe('POST /data', () => {
  it('saves one language of a text field as a draft, keeping the others and the live page', async () => {
    const { post, titleId, heroId, live } = await editablePage();
    const response = await post('/data', {
      itemType: 'field',
      version: 1,
      linkId: titleId,
      groupId: heroId,
      slot: 'title',
      data: { content: { type: 'localizedSingleValue', locale: 'de', value: 'Neu' } },
    });
    expect(response.status).toBe(200);
    expect((await draftOf(titleId))?.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Neu', fr: 'Bonjour' } });
    const hero = (await live())?.groups[0];
    expect(hero?.fields.title?.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Hallo', fr: 'Bonjour' } });
  });

  it('creates the field of an empty slot and stores rich text as JSON plus text', async () => {
    const { post, heroId } = await editablePage();
    const value = richTextValue(['Zwei Zeilen', 'Text']);
    const response = await post('/data', {
      itemType: 'field',
      version: 0,
      linkId: null,
      groupId: heroId,
      slot: 'subtitle',
      data: { content: { type: 'localizedRichText', locale: 'de', value } },
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()).data;
    expect((await draftOf(id))?.content).toEqual({ type: 'localizedRichText', values: { de: value } });
  });

  it('saves null for an emptied language', async () => {
    const { post, titleId, heroId } = await editablePage();
    await post('/data', {
      itemType: 'field',
      version: 1,
      linkId: titleId,
      groupId: heroId,
      slot: 'title',
      data: { content: { type: 'localizedSingleValue', locale: 'fr', value: null } },
    });
    expect((await draftOf(titleId))?.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Hallo' } });
  });

  it('refuses invalid changes with a clear message and changes nothing', async () => {
    const { post, titleId, heroId, spacerId } = await editablePage();
    const before = await draftOf(titleId);
    const cases: Array<[unknown, number, string]> = [
      [
        { itemType: 'field', version: 1, linkId: titleId, groupId: heroId, slot: 'nope', data: { content: { type: 'single', value: 'x' } } },
        400,
        'Unknown field "nope" for hero',
      ],
      [
        {
          itemType: 'field',
          version: 1,
          linkId: titleId,
          groupId: heroId,
          slot: 'title',
          data: { content: { type: 'localizedSingleValue', locale: 'it', value: 'Ciao' } },
        },
        400,
        'This site has no language "it"',
      ],
      [
        {
          itemType: 'field',
          version: 1,
          linkId: titleId,
          groupId: heroId,
          slot: 'title',
          data: { content: { type: 'localizedRichText', locale: 'de', value: null } },
        },
        400,
        'This field does not take localizedRichText content',
      ],
      [{ itemType: 'field', version: 1, linkId: titleId, groupId: heroId, slot: 'title', data: {} }, 400, 'Nothing to save'],
      [
        { itemType: 'group', version: 1, linkId: heroId, data: { options: { alignment: 'justify' } } },
        400,
        'This value is not offered for the option “alignment”.',
      ],
      [{ itemType: 'group', version: 1, linkId: spacerId, data: { options: { height: 99 } } }, 400, 'The option “height” must be between 1 and 12.'],
      [{ itemType: 'group', version: 1, linkId: heroId, data: { options: { colour: 'red' } } }, 400, 'Unknown option "colour" for hero'],
      [{ itemType: 'field', version: 0, linkId: null, groupId: heroId, slot: 'button1', data: { options: { link: { type: 'ftp' } } } }, 400, 'Invalid link'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post('/data', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).error).toContain(message);
    }
    expect(await draftOf(titleId)).toEqual(before);
  });

  it('saves valid section options and a button link', async () => {
    const { post, heroId } = await editablePage();
    expect(
      (await post('/data', { itemType: 'group', version: 1, linkId: heroId, data: { options: { alignment: 'center', background: null, fullHeight: true } } }))
        .status,
    ).toBe(200);
    const [group] = await getDb().select().from(groups).where(eq(groups.id, heroId));
    expect(group?.draft.options).toMatchObject({ alignment: 'center', background: null, fullHeight: true });
    const link = await post('/data', {
      itemType: 'field',
      version: 0,
      linkId: null,
      groupId: heroId,
      slot: 'button1',
      data: { options: { link: { type: 'url', url: 'https://example.ch' } } },
    });
    expect(link.status).toBe(200);
  });

  it("refuses another site's items, strangers and cross-site requests", async () => {
    const a = await editablePage();
    const b = await editablePage();
    const body = {
      itemType: 'field',
      version: 1,
      linkId: b.titleId,
      groupId: b.heroId,
      slot: 'title',
      data: { content: { type: 'localizedSingleValue', locale: 'de', value: 'Hack' } },
    };
    expect((await a.post('/data', body)).status).toBe(404);
    expect((await b.post('/data', body, a.editor.cookie)).status).toBe(403);
    expect((await b.post('/data', body, '')).status).toBe(401);
    const forged = await api(b.site.host, '/data', { method: 'POST', body, cookie: b.editor.cookie, origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect((await draftOf(b.titleId))?.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Hallo', fr: 'Bonjour' } });
  });
});

describe('sections', () => {
  it('adds a section with its defaults right after the chosen one', async () => {
    const { post, page, heroId, site } = await editablePage();
    const response = await post('/group/add', { pageId: page.pageId, groupName: 'cta', nextTo: heroId });
    expect(response.status).toBe(200);
    const { groupId, position } = (await response.json()).data;
    expect(position).toBe(1);
    const [group] = await getDb().select().from(groups).where(eq(groups.id, groupId));
    expect(group).toMatchObject({ componentType: 'cta', status: 'draft', siteId: site.id });
    expect(group?.draft.options).toEqual({ alignment: 'center', background: 'primary' });
    expect((await post('/group/add', { pageId: page.pageId, groupName: 'teamDetails', nextTo: null })).status).toBe(400);
  });

  it('removes a published section until publish and a new one at once', async () => {
    const { post, page, heroId, live } = await editablePage();
    const removed = await post('/group/remove', { pageId: page.pageId, groupId: heroId, version: 1 });
    expect((await removed.json()).data).toEqual({ result: 'markedForDeletion' });
    expect((await live())?.groups).toHaveLength(2);
    const added = (await (await post('/group/add', { pageId: page.pageId, groupName: 'spacer' })).json()).data;
    expect((await (await post('/group/remove', { pageId: page.pageId, groupId: added.groupId, version: 1 })).json()).data).toEqual({ result: 'deleted' });
    const restored = await post('/group/status', { pageId: page.pageId, groupId: heroId, from: 'markedForDeletion', to: 'published' });
    expect((await restored.json()).data).toEqual({ status: 'published' });
  });

  it('refuses a section named with the wrong page', async () => {
    const a = await editablePage();
    const other = await createTestPage(a.site.id, { slug: { de: 'andere' } });
    expect((await a.post('/group/remove', { pageId: other.pageId, groupId: a.heroId, version: 1 })).status).toBe(404);
  });

  it('moves sections up and down in the draft only', async () => {
    const { post, page, site, spacerId, live } = await editablePage();
    expect((await (await post('/group/sort', { pageId: page.pageId, groupId: spacerId, direction: 'up' })).json()).data).toEqual({ moved: true });
    expect((await (await post('/group/sort', { pageId: page.pageId, groupId: spacerId, direction: 'up' })).json()).data).toEqual({ moved: false });
    expect((await live())?.groups.map((g) => g.type)).toEqual(['hero', 'spacer']);
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    expect((await live())?.groups.map((g) => g.type)).toEqual(['spacer', 'hero']);
  });

  it('archives a section (gone from the live page after publish) and reverts an archive', async () => {
    const { post, page, spacerId, live } = await editablePage();
    const stale = await post('/group/status', { pageId: page.pageId, groupId: spacerId, from: 'draft', to: 'archived' });
    expect(stale.status).toBe(409);
    await post('/group/status', { pageId: page.pageId, groupId: spacerId, from: 'published', to: 'archived' });
    const status = await post('/page/revert', { id: page.pageId });
    expect(status.status).toBe(200);
    const [reverted] = await getDb().select({ status: groups.status }).from(groups).where(eq(groups.id, spacerId));
    expect(reverted?.status).toBe('published');
    await post('/group/status', { pageId: page.pageId, groupId: spacerId, from: 'published', to: 'archived' });
    await post('/page/publish', { id: page.pageId });
    expect((await live())?.groups.map((g) => g.type)).toEqual(['hero']);
  });
});

describe('GET /page/status/translation', () => {
  it('counts texts filled in one language and missing in another', async () => {
    const { post, titleId, heroId, page, site, editor } = await editablePage();
    await post('/data', {
      itemType: 'field',
      version: 0,
      linkId: null,
      groupId: heroId,
      slot: 'kicker',
      data: { content: { type: 'localizedSingleValue', locale: 'de', value: 'Neu' } },
    });
    await post('/data', {
      itemType: 'field',
      version: 1,
      linkId: titleId,
      groupId: heroId,
      slot: 'title',
      data: { content: { type: 'localizedSingleValue', locale: 'fr', value: null } },
    });
    const response = await api(site.host, `/page/status/translation?id=${page.pageId}`, { cookie: editor.cookie });
    expect((await response.json()).data).toEqual({ de: 0, fr: 2 });
  });
});
