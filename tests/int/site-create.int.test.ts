import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { pages } from '../../src/server/db/schema';
import { loadPageRequest } from '../../src/server/services/rendering/load-page-request';
import { getSitePublicationStatus } from '../../src/server/services/sites/get-site-publication-status';
import { createStarterSite } from '../../src/server/services/sites/create-starter-site';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { uniqueHost } from './support/fixtures';

async function starterSite() {
  const host = uniqueHost('starter');
  const created = await createStarterSite(getDb(), { name: 'Optik Neu', hosts: [host], locales: ['de', 'fr', 'it'] });
  const site = await resolveSiteByHost(host);
  if (!site) throw new Error('site not resolved');
  return { created, site };
}

describe('site:create (createStarterSite)', () => {
  it('gives a new site a published home page with the site name, visible to visitors at once', async () => {
    const { site } = await starterSite();
    for (const locale of ['de', 'fr', 'it']) {
      const home = await loadPageRequest(getDb(), { site, locale, segments: [] });
      expect(home.kind).toBe('page');
      if (home.kind !== 'page') continue;
      expect(home.tree.page.role).toBe('home');
      expect(home.tree.groups[0]?.fields.title?.content).toEqual({
        type: 'localizedSingleValue',
        values: { de: 'Optik Neu', fr: 'Optik Neu', it: 'Optik Neu' },
      });
      // The published navigation links the home page, named in the visitor's language.
      expect(home.chrome.navigation.containers[0]).toMatchObject({ pageId: home.tree.page.id, label: { de: 'Startseite', fr: 'Accueil', it: 'Home' } });
    }
  });

  it('creates the system pages in every language, published, with nothing left to publish', async () => {
    const { site } = await starterSite();
    const rows = await getDb().select().from(pages).where(eq(pages.siteId, site.id));
    expect(rows.map((row) => row.specialKey).sort()).toEqual(['search', '~contact', '~home', '~imprint', '~privacy'].sort());
    expect(rows.every((row) => row.status === 'published')).toBe(true);
    const imprint = rows.find((row) => row.role === 'imprint');
    expect(imprint?.published?.slug).toEqual({ de: 'impressum', fr: 'mentions-legales', it: 'colophon' });
    const contact = await loadPageRequest(getDb(), { site, locale: 'fr', segments: ['contact'] });
    expect(contact.kind === 'page' && contact.tree.groups.map((g) => g.type)).toEqual(['richTextBlock', 'contactForm']);
    expect(await getSitePublicationStatus(getDb(), { siteId: site.id })).toEqual({ pages: [], navigation: false, settings: false, settingsProblems: [] });
  });

  it("answers an unknown path with a 404 that carries the site's header and footer", async () => {
    const { site } = await starterSite();
    const missing = await loadPageRequest(getDb(), { site, locale: 'de', segments: ['gibt-es-nicht'] });
    expect(missing.kind).toBe('not-found');
    expect(missing.kind === 'not-found' && missing.chrome.navigation.containers.length).toBeGreaterThan(0);
  });
});
