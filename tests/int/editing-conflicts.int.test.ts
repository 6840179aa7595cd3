import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { fields, groups } from '../../src/server/db/schema';
import { revertPage } from '../../src/server/services/pages/revert-page';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { api, createTestPage, createTestSite, signedInUser, textField } from './support/fixtures';

/** Two members of one site editing the same published page. */
async function twoEditors() {
  const site = await createTestSite({ locales: ['de', 'fr'] });
  const page = await createTestPage(site.id, {
    slug: { de: 'seite' },
    groups: [{ type: 'hero', options: { alignment: 'left' }, fields: { title: textField({ de: 'Hallo', fr: 'Bonjour' }) } }],
  });
  await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  const anna = await signedInUser(site.host, 'editor');
  const ben = await signedInUser(site.host, 'owner');
  const heroId = page.groupIds[0]!;
  const [title] = await getDb().select().from(fields).where(eq(fields.groupId, heroId));
  const post = (cookie: string, body: unknown) => api(site.host, '/data', { method: 'POST', body, cookie, editorLanguage: 'de' });
  const titleSave = (version: number, value: string) => ({
    itemType: 'field',
    version,
    linkId: title!.id,
    groupId: heroId,
    slot: 'title',
    data: { content: { type: 'localizedSingleValue', locale: 'de', value } },
  });
  return { site, page, anna, ben, heroId, titleId: title!.id, post, titleSave };
}

const fieldRow = async (id: string) => (await getDb().select().from(fields).where(eq(fields.id, id)))[0];
const groupRow = async (id: string) => (await getDb().select().from(groups).where(eq(groups.id, id)))[0];

describe('saves based on an outdated version (409)', () => {
  it('saves a field based on its version and answers the next version', async () => {
    const { anna, post, titleSave, titleId } = await twoEditors();
    const response = await post(anna.cookie, titleSave(1, 'Grüezi'));
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ itemType: 'field', id: titleId, version: 2 });
    expect((await post(anna.cookie, titleSave(2, 'Grüezi mitenand'))).status).toBe(200);
    expect((await fieldRow(titleId))?.version).toBe(3);
  });

  it("refuses a field save over someone else's and answers their version, storing nothing", async () => {
    const { anna, ben, post, titleSave, titleId } = await twoEditors();
    expect((await post(anna.cookie, titleSave(1, 'Von Anna'))).status).toBe(200);

    const stale = await post(ben.cookie, titleSave(1, 'Von Ben'));
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.error).toBe('Jemand anderes hat dieses Feld inzwischen geändert.');
    expect(body.data).toMatchObject({
      itemType: 'field',
      id: titleId,
      version: 2,
      state: { content: { type: 'localizedSingleValue', values: { de: 'Von Anna', fr: 'Bonjour' } } },
    });
    expect((await fieldRow(titleId))?.draft.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Von Anna', fr: 'Bonjour' } });

    // Keeping mine: the same change based on their version.
    expect((await post(ben.cookie, titleSave(2, 'Von Ben'))).status).toBe(200);
    expect((await fieldRow(titleId))?.draft.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Von Ben', fr: 'Bonjour' } });
  });

  it('refuses creating a field someone else created meanwhile', async () => {
    const { anna, ben, post, heroId } = await twoEditors();
    const kicker = (value: string) => ({
      itemType: 'field',
      version: 0,
      linkId: null,
      groupId: heroId,
      slot: 'kicker',
      data: { content: { type: 'localizedSingleValue', locale: 'de', value } },
    });
    expect((await post(anna.cookie, kicker('Neu'))).status).toBe(200);
    const stale = await post(ben.cookie, kicker('Auch neu'));
    expect(stale.status).toBe(409);
    expect((await stale.json()).data).toMatchObject({ version: 1, state: { content: { values: { de: 'Neu' } } } });
  });

  it("refuses a section's options over someone else's and answers their options", async () => {
    const { anna, ben, post, heroId } = await twoEditors();
    const alignment = (version: number, value: string) => ({ itemType: 'group', version, linkId: heroId, data: { options: { alignment: value } } });
    const first = await post(anna.cookie, alignment(1, 'center'));
    expect((await first.json()).data).toMatchObject({ itemType: 'group', version: 2 });

    const stale = await post(ben.cookie, alignment(1, 'right'));
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.error).toBe('Jemand anderes hat diese Box inzwischen geändert.');
    expect(body.data).toMatchObject({ itemType: 'group', id: heroId, version: 2, state: { options: { alignment: 'center' } } });
    expect((await groupRow(heroId))?.draft.options.alignment).toBe('center');
  });

  it('does not remove a section someone else changed meanwhile', async () => {
    const { site, page, anna, ben, post, heroId } = await twoEditors();
    await post(anna.cookie, { itemType: 'group', version: 1, linkId: heroId, data: { options: { alignment: 'center' } } });
    const remove = (version: number) =>
      api(site.host, '/group/remove', { method: 'POST', body: { pageId: page.pageId, groupId: heroId, version }, cookie: ben.cookie });
    const stale = await remove(1);
    expect(stale.status).toBe(409);
    expect((await stale.json()).data).toMatchObject({ itemType: 'group', version: 2, state: { options: { alignment: 'center' } } });
    expect((await groupRow(heroId))?.status).toBe('published');
    expect((await (await remove(2)).json()).data).toEqual({ result: 'markedForDeletion' });
  });

  it('a revert is a new version too: a save based on the text before it is refused', async () => {
    const { site, page, anna, post, titleSave, titleId } = await twoEditors();
    expect((await post(anna.cookie, titleSave(1, 'Entwurf'))).status).toBe(200);
    await revertPage(getDb(), { siteId: site.id, pageId: page.pageId });
    expect((await fieldRow(titleId))?.version).toBe(3);
    expect((await post(anna.cookie, titleSave(2, 'Noch ein Entwurf'))).status).toBe(409);
    // A revert that changes nothing keeps the version: the base an editor holds stays valid.
    await revertPage(getDb(), { siteId: site.id, pageId: page.pageId });
    expect((await fieldRow(titleId))?.version).toBe(3);
  });

  it('requires the base version', async () => {
    const { anna, post, titleSave } = await twoEditors();
    const { version: _omitted, ...withoutVersion } = titleSave(1, 'Ohne');
    expect((await post(anna.cookie, withoutVersion)).status).toBe(400);
  });
});
