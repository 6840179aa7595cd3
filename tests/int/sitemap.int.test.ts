import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { pages } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadPageRequest } from '../../src/server/services/rendering/load-page-request';
import { pageMetadata } from '../../src/server/services/rendering/page-metadata';
import { robotsResponse, sitemapResponse } from '../../src/server/services/seo/site-seo-files';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { createTestPage, createTestSite, textField } from './support/fixtures';

async function publishedSite() {
  const created = await createTestSite({ locales: ['de', 'fr', 'it'] });
  const site = await resolveSiteByHost(created.host);
  if (!site) throw new Error('site not resolved');
  const publish = (pageId: string) => publishPage(getDb(), { siteId: site.id, pageId, userId: null });
  const texts = {
    name: { de: 'Seite', fr: 'Page', it: 'Pagina' },
    groups: [{ type: 'hero', fields: { title: textField({ de: 'Hallo', fr: 'Bonjour', it: 'Ciao' }) } }],
  };
  const home = await createTestPage(site.id, { ...texts, slug: { de: 'home', fr: 'accueil', it: 'home' }, specialKey: '~home' });
  const contact = await createTestPage(site.id, { ...texts, slug: { de: 'kontakt', fr: 'contact', it: 'contatto' }, specialKey: '~contact' });
  const germanOnly = await createTestPage(site.id, { ...texts, slug: { de: 'aktion', fr: 'action', it: 'azione' }, disallowedLanguages: ['fr', 'it'] });
  const member = await createTestPage(site.id, { ...texts, slug: { de: 'anna', fr: 'anna', it: 'anna' }, collection: 'team' });
  const search = await createTestPage(site.id, { ...texts, slug: { de: 'suche', fr: 'recherche', it: 'cerca' }, specialKey: 'search' });
  const draft = await createTestPage(site.id, { ...texts, slug: { de: 'entwurf', fr: 'brouillon', it: 'bozza' } });
  for (const page of [home, contact, germanOnly, member, search]) await publish(page.pageId);
  return { site, home, contact, draft };
}

describe('sitemap.xml and robots.txt (issue 17)', () => {
  it('lists every live page in every live language with hreflang alternates, x-default and lastmod', async () => {
    const { site, contact } = await publishedSite();
    // Italian is not live yet on the contact page (a language added later, not translated).
    await getDb()
      .update(pages)
      .set({ liveLanguages: ['de', 'fr'] })
      .where(eq(pages.id, contact.pageId));
    const response = await sitemapResponse(getDb(), site.primaryHost);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname).sort();
    expect(locs).toEqual(['/de', '/de/aktion', '/de/kontakt', '/de/team/anna', '/fr', '/fr/contact', '/fr/team/anna', '/it', '/it/team/anna'].sort());
    // Absolute URLs on the site's primary domain.
    expect(xml).toContain(`<loc>http://${site.primaryHost}`);
    const contactEntry = xml.split('<url>').find((part) => part.includes('/de/kontakt</loc>')) ?? '';
    expect(contactEntry).toMatch(/hreflang="fr" href="[^"]+\/fr\/contact"/);
    expect(contactEntry).toMatch(/hreflang="x-default" href="[^"]+\/de\/kontakt"/);
    expect(contactEntry).not.toContain('hreflang="it"');
    expect(contactEntry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    // Drafts, the search page and password-protected pages are no destinations.
    expect(xml).not.toContain('entwurf');
    expect(xml).not.toContain('suche');
  });

  it("the page's hreflang alternates name only its live languages, and x-default", async () => {
    const { site, contact } = await publishedSite();
    await getDb()
      .update(pages)
      .set({ liveLanguages: ['de', 'fr'] })
      .where(eq(pages.id, contact.pageId));
    const loaded = await loadPageRequest(getDb(), { site, locale: 'fr', segments: ['contact'] });
    if (loaded.kind !== 'page') throw new Error('page not found');
    const metadata = pageMetadata({ ...loaded, kind: 'page', site, blockData: {}, user: null, unlockCookie: null });
    expect(metadata.alternates?.canonical).toBe('/fr/contact');
    expect(metadata.alternates?.languages).toEqual({ de: '/de/kontakt', fr: '/fr/contact', 'x-default': '/de/kontakt' });
  });

  it('gives pages a description, link previews and keeps search results out of the index', async () => {
    const { site } = await publishedSite();
    const metadataOf = async (locale: string, segments: string[]) => {
      const loaded = await loadPageRequest(getDb(), { site, locale, segments });
      if (loaded.kind !== 'page') throw new Error('page not found');
      return pageMetadata({ ...loaded, kind: 'page', site, blockData: {}, user: null, unlockCookie: null });
    };
    const contact = await metadataOf('fr', ['contact']);
    expect(contact.robots).toBeUndefined();
    expect(contact.openGraph).toMatchObject({ type: 'website', siteName: site.name, url: '/fr/contact', locale: 'fr', title: `Page – ${site.name}` });
    // A page without an image of its own is previewed by its generated card (issue 33).
    expect(contact.twitter).toMatchObject({
      card: 'summary_large_image',
      title: `Page – ${site.name}`,
      images: [expect.stringMatching(/^\/share-card\.png\?page=/)],
    });
    // Search results are not indexed, but the pages they link are followed (issue 33).
    expect(await metadataOf('de', ['suche'])).toMatchObject({ robots: { index: false, follow: true } });
  });

  it('leaves out password-protected pages', async () => {
    const { site, home } = await publishedSite();
    const [row] = await getDb().select({ published: pages.published }).from(pages).where(eq(pages.id, home.pageId));
    if (!row?.published) throw new Error('home not published');
    await getDb()
      .update(pages)
      .set({ published: { ...row.published, meta: { ...row.published.meta, passwordHash: 'scrypt:x' } } })
      .where(eq(pages.id, home.pageId));
    const xml = await (await sitemapResponse(getDb(), site.primaryHost)).text();
    expect(xml).not.toMatch(/<loc>[^<]+\/de<\/loc>/);
    expect(xml).toContain('/de/kontakt</loc>');
  });

  it('robots.txt keeps crawlers out of the editor, sign-in and API, and names the sitemap', async () => {
    const { site } = await publishedSite();
    const text = await (await robotsResponse(getDb(), site.primaryHost)).text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /fr/edit');
    expect(text).toContain('Disallow: /it/login');
    expect(text).toContain(`Sitemap: http://${site.primaryHost}`);
  });

  it('an unknown host gets 404, not another site', async () => {
    expect((await sitemapResponse(getDb(), 'nobody.example')).status).toBe(404);
    expect((await robotsResponse(getDb(), 'nobody.example')).status).toBe(404);
  });
});
