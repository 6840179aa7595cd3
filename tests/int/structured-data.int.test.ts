import { describe, expect, it } from 'vitest';
import { ZBusinessProfile } from '../../src/shared/content/business';
import { getDb } from '../../src/server/db/client';
import { saveBusinessProfile } from '../../src/server/services/business/save-business-profile';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadPageRequest } from '../../src/server/services/rendering/load-page-request';
import { pageStructuredData } from '../../src/server/services/seo/page-structured-data';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { createTestPage, createTestSite } from './support/fixtures';

describe('Optician JSON-LD on the home and contact pages (issue 17)', () => {
  it('describes the business profile on the live home and contact pages only', async () => {
    const created = await createTestSite({ locales: ['de', 'fr'] });
    const site = await resolveSiteByHost(created.host);
    if (!site) throw new Error('site not resolved');
    await saveBusinessProfile(getDb(), {
      siteId: site.id,
      version: 0,
      profile: ZBusinessProfile.parse({
        companyName: 'Optik Sonne',
        branches: [
          {
            id: crypto.randomUUID(),
            name: 'Bern',
            street: 'Spitalgasse',
            streetNumber: '4',
            postcode: '3011',
            city: 'Bern',
            phone: '031 311 22 33',
            openingHours: { periods: [{ day: 2, open: '09:00', close: '18:30' }] },
          },
        ],
      }),
    });
    const home = await createTestPage(site.id, { slug: { de: 'home', fr: 'accueil' }, specialKey: '~home' });
    const other = await createTestPage(site.id, { slug: { de: 'angebot', fr: 'offre' } });
    for (const page of [home, other]) await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });

    const structuredOn = async (locale: string, segments: string[]) => {
      const loaded = await loadPageRequest(getDb(), { site, locale, segments });
      if (loaded.kind !== 'page') throw new Error(`no page at ${segments.join('/')}`);
      return pageStructuredData({ ...loaded, kind: 'page', site, blockData: {}, user: null, unlockCookie: null });
    };
    const onHome = await structuredOn('fr', []);
    expect(onHome).toHaveLength(1);
    expect(onHome?.[0]).toMatchObject({
      '@type': 'Optician',
      name: 'Bern',
      telephone: '+41313112233',
      url: expect.stringContaining(`//${site.primaryHost}`),
      address: { streetAddress: 'Spitalgasse 4', postalCode: '3011', addressLocality: 'Bern' },
      openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Tuesday', opens: '09:00', closes: '18:30' }],
    });
    expect(await structuredOn('de', ['angebot'])).toBeNull();
    // The editor's view is not for search engines.
    expect(await structuredOn('de', ['edit'])).toBeNull();
  });
});
