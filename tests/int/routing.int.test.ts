import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { pages } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadPageRequest } from '../../src/server/services/rendering/load-page-request';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { createTestPage, createTestSite } from './support/fixtures';

async function siteWithPages() {
  const created = await createTestSite({ locales: ['de', 'fr'] });
  const site = await resolveSiteByHost(created.host);
  if (!site) throw new Error('site not resolved');
  const home = await createTestPage(site.id, { slug: { de: 'home', fr: 'accueil' }, specialKey: '~home', name: { de: 'Start', fr: 'Accueil' } });
  const contact = await createTestPage(site.id, { slug: { de: 'kontakt', fr: 'contact' }, specialKey: '~contact' });
  const germanOnly = await createTestPage(site.id, { slug: { de: 'aktion', fr: 'action' }, disallowedLanguages: ['fr'] });
  const member = await createTestPage(site.id, { slug: { de: 'anna', fr: 'anna' }, collection: 'team' });
  for (const page of [home, contact, germanOnly, member]) await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  return { site, home, contact, germanOnly, member };
}

const request = (site: NonNullable<Awaited<ReturnType<typeof resolveSiteByHost>>>, locale: string, segments: string[]) =>
  loadPageRequest(getDb(), { site, locale, segments });

describe('locale and slug routing', () => {
  it('resolves the home page at /{locale} and pages by their slug per locale', async () => {
    const { site, home, contact } = await siteWithPages();
    const de = await request(site, 'de', []);
    expect(de.kind === 'page' && de.tree.page.id).toBe(home.pageId);
    const fr = await request(site, 'fr', ['contact']);
    expect(fr.kind === 'page' && fr.tree.page.id).toBe(contact.pageId);
    // The German slug is not a French path.
    expect((await request(site, 'fr', ['kontakt'])).kind).toBe('not-found');
  });

  it('resolves special keys and collection pages', async () => {
    const { site, contact, member } = await siteWithPages();
    const byKey = await request(site, 'de', ['~contact']);
    expect(byKey.kind === 'page' && byKey.tree.page.id).toBe(contact.pageId);
    const teamPage = await request(site, 'de', ['team', 'anna']);
    expect(teamPage.kind === 'page' && teamPage.tree.page.id).toBe(member.pageId);
    expect((await request(site, 'de', ['anna'])).kind).toBe('not-found');
  });

  it('hides a page in a language its meta disallows', async () => {
    const { site } = await siteWithPages();
    expect((await request(site, 'de', ['aktion'])).kind).toBe('page');
    expect(await request(site, 'fr', ['action'])).toMatchObject({ kind: 'not-found', locale: 'fr' });
  });

  it('answers unknown locales, unknown slugs and deep paths with a localized not-found', async () => {
    const { site } = await siteWithPages();
    expect(await request(site, 'it', [])).toMatchObject({ kind: 'not-found', locale: 'de' });
    expect(await request(site, 'xx', [])).toMatchObject({ kind: 'not-found', locale: 'de' });
    expect(await request(site, 'fr', ['nope'])).toMatchObject({ kind: 'not-found', locale: 'fr' });
    expect(await request(site, 'de', ['a', 'b', 'c'])).toMatchObject({ kind: 'not-found', locale: 'de' });
  });

  it('serves drafts on edit paths only', async () => {
    const { site } = await siteWithPages();
    const draft = await createTestPage(site.id, { slug: { de: 'entwurf' } });
    expect((await request(site, 'de', ['entwurf'])).kind).toBe('not-found');
    const edit = await request(site, 'de', ['edit', 'entwurf']);
    expect(edit.kind === 'page' && edit.mode === 'edit' && edit.tree.page.id).toBe(draft.pageId);
  });

  it('finds a page by its id on edit paths (drafts are linked by id), never live or across sites', async () => {
    const { site } = await siteWithPages();
    const other = await siteWithPages();
    const draft = await createTestPage(site.id, { slug: { de: 'entwurf' } });
    const edit = await request(site, 'de', ['edit', draft.pageId]);
    expect(edit.kind === 'page' && edit.tree.page.id).toBe(draft.pageId);
    expect((await request(site, 'de', [draft.pageId])).kind).toBe('not-found');
    expect((await request(other.site, 'de', ['edit', draft.pageId])).kind).toBe('not-found');
  });

  it('keeps a published page live while its slug change is pending', async () => {
    const { site, contact } = await siteWithPages();
    const [row] = await getDb().select({ draft: pages.draft }).from(pages).where(eq(pages.id, contact.pageId));
    await getDb()
      .update(pages)
      .set({ draft: { ...row!.draft, slug: { de: 'kontakt-neu', fr: 'contact' } } })
      .where(eq(pages.id, contact.pageId));
    expect((await request(site, 'de', ['kontakt'])).kind).toBe('page');
    expect((await request(site, 'de', ['kontakt-neu'])).kind).toBe('not-found');
    expect((await request(site, 'de', ['edit', 'kontakt-neu'])).kind).toBe('page');
    // The editor that renamed it stays on its page: the edit path with the live slug still finds it.
    const renamed = await request(site, 'de', ['edit', 'kontakt']);
    expect(renamed.kind === 'page' && renamed.tree.page.id).toBe(contact.pageId);
  });
});

describe('tenant resolution', () => {
  it('maps each host to its own site and unknown hosts to none', async () => {
    const a = await createTestSite();
    const b = await createTestSite();
    expect((await resolveSiteByHost(a.host))?.id).toBe(a.id);
    expect((await resolveSiteByHost(`${b.host.toUpperCase()}:3000`))?.id).toBe(b.id);
    expect(await resolveSiteByHost('unknown.test')).toBeNull();
    expect(await resolveSiteByHost('evil.test/../')).toBeNull();
  });

  it("never shows one site's page on another site's host", async () => {
    const { site } = await siteWithPages();
    const other = await resolveSiteByHost((await createTestSite()).host);
    expect(await request(other!, 'de', ['kontakt'])).toMatchObject({ kind: 'not-found', locale: 'de' });
    expect(await request(other!, 'de', [])).toMatchObject({ kind: 'not-found', locale: 'de' });
    expect((await request(site, 'de', ['kontakt'])).kind).toBe('page');
  });
});
