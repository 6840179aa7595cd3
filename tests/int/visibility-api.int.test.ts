import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { fields, groups } from '../../src/server/db/schema';
import { findLiveSnapshotBySlug } from '../../src/server/services/pages/find-page';
import { getTranslationStatus } from '../../src/server/services/pages/get-translation-status';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { api, createTestPage, createTestSite, signedInUser, textField } from './support/fixtures';

async function heroPage() {
  const site = await createTestSite({ locales: ['de', 'fr'] });
  const page = await createTestPage(site.id, {
    slug: { de: 'seite' },
    groups: [{ type: 'hero', fields: { title: textField({ de: 'Hallo', fr: 'Bonjour' }) } }],
  });
  await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  // Added after publishing (the server refuses to publish it untranslated): a German-only draft.
  await getDb()
    .insert(fields)
    .values({
      siteId: site.id,
      groupId: page.groupIds[0]!,
      slot: 'subtitle',
      draft: { ...textField({ de: 'Nur deutsch' }), options: {}, mediaId: null, visible: true },
    });
  const editor = await signedInUser(site.host, 'editor');
  const heroId = page.groupIds[0]!;
  const fieldRows = await getDb().select().from(fields).where(eq(fields.groupId, heroId));
  const fieldId = (slot: string) => fieldRows.find((row) => row.slot === slot)!.id;
  const post = (path: string, body: unknown, cookie = editor.cookie) => api(site.host, path, { method: 'POST', body, cookie, editorLanguage: 'en' });
  const live = async () => (await findLiveSnapshotBySlug(getDb(), { siteId: site.id, locale: 'de', collection: null, slug: 'seite' }))!.groups[0]!;
  const publish = () => publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  return { site, pageId: page.pageId, heroId, fieldId, post, live, publish };
}

const field = async (groupId: string, slot: string) =>
  (
    await getDb()
      .select()
      .from(fields)
      .where(and(eq(fields.groupId, groupId), eq(fields.slot, slot)))
  )[0];
const group = async (id: string) => (await getDb().select().from(groups).where(eq(groups.id, id)))[0]!;

describe('POST /field/visibility', () => {
  it('hides a field as a draft; visitors lose it only after publishing', async () => {
    const { heroId, fieldId, post, live, publish } = await heroPage();
    const response = await post('/field/visibility', { fieldId: fieldId('title'), fieldName: 'title', groupId: heroId, visible: false, version: 1 });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ fieldId: fieldId('title'), version: 2, visible: false });
    expect((await live()).fields.title?.visible).toBe(true);
    // The German-only subtitle would keep the page from being published (missing French).
    await getDb()
      .update(fields)
      .set({ draft: { ...textField({ de: 'Nur deutsch', fr: 'Seulement en allemand' }), options: {}, mediaId: null, visible: true } })
      .where(and(eq(fields.groupId, heroId), eq(fields.slot, 'subtitle')));
    await publish();
    expect((await live()).fields.title?.visible).toBe(false);
  });

  it('creates the field row of an empty slot, hidden', async () => {
    const { heroId, post } = await heroPage();
    const response = await post('/field/visibility', { fieldId: null, fieldName: 'button1', groupId: heroId, visible: false });
    expect(response.status).toBe(200);
    expect((await field(heroId, 'button1'))?.draft).toEqual({ content: null, options: {}, mediaId: null, visible: false });
  });

  it("refuses an unknown slot, a stale version, another site's section and anonymous callers", async () => {
    const { heroId, fieldId, post } = await heroPage();
    const other = await heroPage();
    const unknown = await post('/field/visibility', { fieldId: null, fieldName: 'nope', groupId: heroId, visible: false });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toBeTruthy();
    const stale = await post('/field/visibility', { fieldId: fieldId('title'), fieldName: 'title', groupId: heroId, visible: false, version: 7 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).data).toMatchObject({ itemType: 'field', version: 1 });
    expect((await post('/field/visibility', { fieldId: other.fieldId('title'), fieldName: 'title', groupId: heroId, visible: false })).status).toBe(404);
    expect((await post('/field/visibility', { fieldId: null, fieldName: 'title', groupId: other.heroId, visible: false })).status).toBe(404);
    expect((await post('/field/visibility', { fieldId: null, fieldName: 'title', groupId: heroId, visible: false }, '')).status).toBe(401);
    expect((await field(heroId, 'title'))?.version).toBe(1);
    expect((await field(other.heroId, 'title'))?.draft.visible).toBe(true);
  });
});

describe('POST /group/visibility', () => {
  it('changes several fields at once, or none when one slot is unknown', async () => {
    const { site, pageId, heroId, post } = await heroPage();
    const refused = await post('/group/visibility', { pageId, groupId: heroId, visibleFields: { title: false, nope: true } });
    expect(refused.status).toBe(400);
    expect((await field(heroId, 'title'))?.draft.visible).toBe(true);
    const response = await post('/group/visibility', { pageId, groupId: heroId, visibleFields: { title: false, subtitle: false } });
    expect(response.status).toBe(200);
    expect((await field(heroId, 'title'))?.draft.visible).toBe(false);
    // A hidden field is no missing translation: the German-only subtitle no longer counts.
    expect(await getTranslationStatus(getDb(), { site, pageId })).toEqual({ de: 0, fr: 0 });
    const other = await heroPage();
    expect((await post('/group/visibility', { pageId: other.pageId, groupId: other.heroId, visibleFields: { title: false } })).status).toBe(404);
    expect((await post('/group/visibility', { pageId, groupId: other.heroId, visibleFields: { title: false } })).status).toBe(404);
  });
});

describe('POST /group/meta', () => {
  it('sets the languages a section is hidden in; they are no missing translations; live after publishing', async () => {
    const { site, pageId, heroId, post, live, publish } = await heroPage();
    expect(await getTranslationStatus(getDb(), { site, pageId })).toEqual({ de: 0, fr: 1 });
    const response = await post('/group/meta', { pageId, groupId: heroId, meta: { disallowedLanguages: ['fr'] }, version: 1 });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ groupId: heroId, version: 2, meta: { disallowedLanguages: ['fr'] } });
    expect(await getTranslationStatus(getDb(), { site, pageId })).toEqual({ de: 0, fr: 0 });
    expect((await live()).meta.disallowedLanguages).toEqual([]);
    await publish();
    expect((await live()).meta.disallowedLanguages).toEqual(['fr']);
  });

  it("refuses a language of another site, a stale version and another site's section; nothing changes", async () => {
    const { pageId, heroId, post } = await heroPage();
    const other = await heroPage();
    expect((await post('/group/meta', { pageId, groupId: heroId, meta: { disallowedLanguages: ['it'] } })).status).toBe(400);
    const stale = await post('/group/meta', { pageId, groupId: heroId, meta: { disallowedLanguages: ['fr'] }, version: 5 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).data).toMatchObject({ itemType: 'group', id: heroId, version: 1 });
    expect((await post('/group/meta', { pageId: other.pageId, groupId: other.heroId, meta: { disallowedLanguages: ['fr'] } })).status).toBe(404);
    expect((await post('/group/meta', { pageId, groupId: heroId, meta: { disallowedLanguages: ['fr'] } }, '')).status).toBe(401);
    expect((await group(heroId)).version).toBe(1);
    expect((await group(other.heroId)).draft.meta.disallowedLanguages).toEqual([]);
  });
});
