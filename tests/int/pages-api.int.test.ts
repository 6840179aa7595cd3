import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { fields, groups, navigation, pages } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { api, signedInUser } from './support/fixtures';
import { pagesWorld } from './support/pages-world';

const pageRow = async (id: string) => (await getDb().select().from(pages).where(eq(pages.id, id)))[0];

describe('POST /page/add', () => {
  it('creates a draft page with the same name and URL-safe slug in every language and a hero', async () => {
    const { post, site } = await pagesWorld();
    const menu = () => getDb().select({ draft: navigation.draft, published: navigation.published }).from(navigation).where(eq(navigation.siteId, site.id));
    const menuBefore = await menu();
    const response = await post('/page/add', { collection: null, lang: 'de', name: 'Über uns & Team' });
    expect(response.status).toBe(200);
    const { page } = (await response.json()).data;
    expect(page).toMatchObject({
      status: 'draft',
      changed: true,
      navigationButton: false,
      slug: { de: 'ueber-uns-team', fr: 'ueber-uns-team' },
      name: { de: 'Über uns & Team', fr: 'Über uns & Team' },
    });
    const row = await pageRow(page.id);
    expect(row?.siteId).toBe(site.id);
    expect(row?.published).toBeNull();
    const [hero] = await getDb().select().from(groups).where(eq(groups.pageId, page.id));
    expect(hero?.componentType).toBe('hero');
    const [title] = await getDb()
      .select()
      .from(fields)
      .where(and(eq(fields.groupId, hero!.id), eq(fields.slot, 'title')));
    expect(title?.draft.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Über uns & Team', fr: 'Über uns & Team' } });
    // Not in the navigation (issue 31): no entry, empty or named after it, is added.
    expect(await menu()).toEqual(menuBefore);
  });

  it('gives collection pages the preset box of their collection', async () => {
    const { add } = await pagesWorld();
    const expected = { team: 'teamDetails', testimonial: 'testimonialDetails', service: 'richTextBlock' } as const;
    for (const [collection, type] of Object.entries(expected)) {
      const id = await add('Anna Muster', { collection });
      expect((await pageRow(id))?.collection).toBe(collection);
      const [box] = await getDb().select().from(groups).where(eq(groups.pageId, id));
      expect(box?.componentType).toBe(type);
      const [name] = await getDb().select().from(fields).where(eq(fields.groupId, box!.id));
      expect(name?.draft.content).toMatchObject({ values: { de: 'Anna Muster' } });
    }
  });

  it('refuses empty, reserved and duplicate slugs, and changes nothing', async () => {
    const { post, add, site } = await pagesWorld();
    await add('Angebot');
    const count = async () => (await getDb().select().from(pages).where(eq(pages.siteId, site.id))).length;
    const before = await count();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: '!!!' }, 400, 'Die URL darf nicht leer sein.'],
      [{ name: 'Leer', slug: '' }, 400, 'Die URL darf nicht leer sein.'],
      [{ name: 'Italienisch', lang: 'it' }, 400, 'it'],
      [{ name: 'Login' }, 400, 'Diese URL ist für das System reserviert.'],
      [{ name: 'Neu', slug: 'edit' }, 400, 'Diese URL ist für das System reserviert.'],
      [{ name: 'Angebot' }, 409, 'Diese URL existiert bereits.'],
      [{ name: 'Anders', slug: 'ANGEBOT' }, 409, 'Diese URL existiert bereits.'],
      [{ name: '' }, 400, 'Bitte gib einen Namen für die Seite ein.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post('/page/add', { collection: null, lang: 'de', ...body });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).error).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('allows the same slug in another collection', async () => {
    const { add } = await pagesWorld();
    await add('Anna');
    await expect(add('Anna', { collection: 'team' })).resolves.toBeTruthy();
  });

  it('lets only one of two concurrent creates take a slug', async () => {
    const { post } = await pagesWorld();
    const answers = await Promise.all([1, 2, 3].map(() => post('/page/add', { collection: null, lang: 'de', name: 'Gleichzeitig' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it('refuses anonymous callers and non-members', async () => {
    const { post, host } = await pagesWorld();
    expect((await post('/page/add', { collection: null, lang: 'de', name: 'X' }, '')).status).toBe(401);
    const stranger = await signedInUser(host);
    expect((await post('/page/add', { collection: null, lang: 'de', name: 'X' }, stranger.cookie)).status).toBe(403);
  });
});

describe('GET /pages', () => {
  it('lists pages with changed, password and navigation-button marks, not deleted ones', async () => {
    const { get, add, post, home, site } = await pagesWorld();
    const draftId = await add('Entwurf');
    const buttonId = await add('Termin');
    const goneId = await add('Weg');
    await publishPage(getDb(), { siteId: site.id, pageId: buttonId, userId: null });
    await getDb()
      .update(navigation)
      .set({ draft: { containers: [{ id: 'c1', label: { de: 'Menü' }, children: [{ id: 'i1', pageId: buttonId, appearance: 'button' }] }] } })
      .where(eq(navigation.siteId, site.id));
    expect((await post('/page/remove', { id: goneId })).status).toBe(200);

    const response = await get('/pages');
    expect(response.status).toBe(200);
    const list: Array<{ id: string; changed: boolean; navigationButton: boolean; status: string; role: string | null }> = (await response.json()).data.pages;
    expect(list.map((p) => p.id).sort()).toEqual([home.pageId, draftId, buttonId].sort());
    expect(list.find((p) => p.id === home.pageId)).toMatchObject({ changed: false, role: 'home', status: 'published' });
    expect(list.find((p) => p.id === draftId)).toMatchObject({ changed: true, status: 'draft', navigationButton: false });
    expect(list.find((p) => p.id === buttonId)).toMatchObject({ changed: false, navigationButton: true });

    // A changed field marks its page.
    const [box] = await getDb().select().from(groups).where(eq(groups.pageId, buttonId));
    await getDb()
      .update(fields)
      .set({ draft: { content: { type: 'localizedSingleValue', values: { de: 'Neu' } }, options: {}, mediaId: null, visible: true } })
      .where(eq(fields.groupId, box!.id));
    const again: typeof list = (await (await get('/pages')).json()).data.pages;
    expect(again.find((p) => p.id === buttonId)?.changed).toBe(true);
    const liveOnly: typeof list = (await (await get('/pages?includeDrafts=false')).json()).data.pages;
    expect(liveOnly.map((p) => p.id).sort()).toEqual([home.pageId, buttonId].sort());
  });

  it("does not list another site's pages", async () => {
    const one = await pagesWorld();
    const other = await pagesWorld();
    await one.add('Nur hier');
    const list: Array<{ id: string }> = (await (await other.get('/pages')).json()).data.pages;
    expect(list.map((p) => p.id)).toEqual([other.home.pageId]);
    expect((await api(other.host, '/pages')).status).toBe(401);
  });
});
