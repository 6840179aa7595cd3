import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { pages } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { api } from './support/fixtures';
import { pagesWorld } from './support/pages-world';

const keep = { action: 'keep' } as const;
const pageRow = async (id: string) => (await getDb().select().from(pages).where(eq(pages.id, id)))[0];

async function withPage() {
  const world = await pagesWorld();
  const id = await world.add('Angebot');
  const info = async (pageId = id) => (await (await world.get(`/page/info?id=${pageId}`)).json()).data;
  const save = (body: Record<string, unknown>) =>
    world.post('/page/info', { id, version: 1, slug: {}, name: {}, description: {}, role: null, disallowedLanguages: [], password: keep, ...body });
  return { ...world, id, info, save };
}

describe('GET /page/info', () => {
  it("answers a page's settings, and 404 for another site's page", async () => {
    const { info, id, get } = await withPage();
    expect(await info()).toMatchObject({
      id,
      version: 1,
      role: null,
      status: 'draft',
      slug: { de: 'angebot', fr: 'angebot' },
      hasPassword: false,
      publishedSlug: {},
    });
    const other = await pagesWorld();
    expect((await other.get(`/page/info?id=${id}`)).status).toBe(404);
    expect((await get('/page/info?id=nope')).status).toBe(400);
  });
});

describe('POST /page/info', () => {
  it('saves name, slug, description and languages per language as a draft and bumps the version', async () => {
    const { save, id, site } = await withPage();
    await publishPage(getDb(), { siteId: site.id, pageId: id, userId: null });
    const response = await save({
      slug: { fr: 'Offre spéciale' },
      name: { fr: 'Offre' },
      description: { de: 'Alles im Angebot' },
      disallowedLanguages: ['fr'],
    });
    expect(response.status).toBe(200);
    const data = (await response.json()).data;
    expect(data).toMatchObject({
      version: 2,
      slug: { de: 'angebot', fr: 'offre-speciale' },
      name: { de: 'Angebot', fr: 'Offre' },
      description: { de: 'Alles im Angebot' },
      disallowedLanguages: ['fr'],
      publishedSlug: { de: 'angebot', fr: 'angebot' },
    });
    // Visitors still see the published state until publish.
    expect((await pageRow(id))?.published?.slug.fr).toBe('angebot');
  });

  it('refuses a stale version, empty or taken slugs, foreign languages, and changes nothing', async () => {
    const { save, add, id } = await withPage();
    await add('Kontakt');
    const before = await pageRow(id);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ version: 0 }, 409, 'Jemand anderes hat die Seiteneinstellungen inzwischen geändert.'],
      [{ slug: { de: '  ' } }, 400, 'Die URL darf nicht leer sein.'],
      [{ slug: { de: 'kontakt' } }, 409, 'Diese URL existiert bereits.'],
      [{ slug: { fr: 'login' } }, 400, 'Diese URL ist für das System reserviert.'],
      [{ slug: { it: 'offerta' } }, 400, 'it'],
      [{ role: 'boss' }, 400, ''],
      [{ password: { action: 'set', value: 'abc' } }, 400, 'Das Passwort braucht mindestens 4 Zeichen.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await save(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).error).toContain(message);
    }
    expect(await pageRow(id)).toEqual(before);
    // The page's own slug is no conflict with itself.
    expect((await save({ slug: { de: 'angebot', fr: 'angebot' } })).status).toBe(200);
  });

  it('moves a role from the page that had it, and keeps the home page home', async () => {
    const { save, add, info, home, post } = await withPage();
    const otherId = await add('Impressum');
    const first = await post('/page/info', {
      id: otherId,
      version: 1,
      slug: {},
      name: {},
      description: {},
      role: 'imprint',
      disallowedLanguages: [],
      password: keep,
    });
    expect(first.status).toBe(200);
    expect((await save({ role: 'imprint' })).status).toBe(200);
    expect((await info(otherId)).role).toBeNull();
    expect((await info(otherId)).version).toBe(3);
    expect((await save({ version: 2, role: 'home' })).status).toBe(400);
    const homeInfo = await info(home.pageId);
    const demoted = await post('/page/info', {
      id: home.pageId,
      version: homeInfo.version,
      slug: {},
      name: {},
      description: {},
      role: null,
      disallowedLanguages: [],
      password: keep,
    });
    expect(demoted.status).toBe(400);
    expect((await demoted.json()).error).toBe('Die Startseite behält die Rolle Startseite.');
  });

  it('stores a password hashed; after publish the existing visitor prompt accepts it', async () => {
    const { save, id, site, host, info } = await withPage();
    expect((await save({ password: { action: 'set', value: 'geheim-42' } })).status).toBe(200);
    const hash = (await pageRow(id))?.draft.meta.passwordHash;
    expect(hash).toBeTruthy();
    expect(hash).not.toContain('geheim-42');
    expect((await info()).hasPassword).toBe(true);
    await publishPage(getDb(), { siteId: site.id, pageId: id, userId: null });
    expect((await api(host, '/page/unlock', { method: 'POST', body: { id, password: 'falsch' } })).status).toBe(401);
    expect((await api(host, '/page/unlock', { method: 'POST', body: { id, password: 'geheim-42' } })).status).toBe(200);

    expect((await save({ version: 2, password: { action: 'keep' } })).status).toBe(200);
    expect((await pageRow(id))?.draft.meta.passwordHash).toBe(hash);
    expect((await save({ version: 3, password: { action: 'remove' } })).status).toBe(200);
    expect((await info()).hasPassword).toBe(false);
  });

  it("refuses another site's page and anonymous callers, and changes nothing", async () => {
    const { id, host } = await withPage();
    const before = await pageRow(id);
    const other = await pagesWorld();
    const body = { id, version: 1, slug: { de: 'gekapert' }, name: {}, description: {}, role: null, disallowedLanguages: [], password: keep };
    expect((await other.post('/page/info', body)).status).toBe(404);
    expect((await api(host, '/page/info', { method: 'POST', body })).status).toBe(401);
    expect(await pageRow(id)).toEqual(before);
  });
});
