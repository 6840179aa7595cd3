import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { getConfig } from '../../src/server/platform/config';
import { loadPageRequest } from '../../src/server/services/rendering/load-page-request';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { createSite } from '../../src/server/services/sites/create-site';
import { pageMetadata } from '../../src/server/services/rendering/page-metadata';
import { createTestPage, uniqueHost } from './support/fixtures';

async function twoHostSite() {
  const primary = uniqueHost('primary');
  const alias = `www.${primary}`;
  const site = await createSite(getDb(), { name: 'Optik Host', hosts: [primary, alias], locales: ['de', 'fr'] });
  return { site, primary, alias };
}

describe('absolute URLs and the Host header', () => {
  it('resolves every configured domain to the site, with the first one as its primary domain', async () => {
    const { site, primary, alias } = await twoHostSite();
    expect(await resolveSiteByHost(alias, getDb())).toMatchObject({ id: site.id, host: alias, primaryHost: primary });
    expect(await resolveSiteByHost(primary.toUpperCase(), getDb())).toMatchObject({ id: site.id, primaryHost: primary });
  });

  it('treats a configured name on a port this server is not reached on as an unknown host', async () => {
    const { primary } = await twoHostSite();
    expect(await resolveSiteByHost(`${primary}:6666`, getDb())).toBeNull();
    expect(await resolveSiteByHost(`${primary}:${getConfig().PORT}`, getDb())).not.toBeNull();
  });

  it('builds canonical and hreflang links on the primary domain, whichever domain was asked', async () => {
    const { site, primary, alias } = await twoHostSite();
    await createTestPage(site.id, { slug: { de: 'angebot', fr: 'offre' } });
    const context = await resolveSiteByHost(alias, getDb());
    if (!context) throw new Error('site not resolved');
    const loaded = await loadPageRequest(getDb(), { site: context, locale: 'de', segments: ['edit', 'angebot'] });
    if (loaded.kind !== 'page') throw new Error('page not found');
    const metadata = pageMetadata({ ...loaded, kind: 'page', site: context, blockData: {}, user: null, unlockCookie: null });
    // No PUBLIC_ORIGIN in tests: http and the server's port.
    expect(String(metadata.metadataBase)).toBe(`http://${primary}:${getConfig().PORT}/`);
    expect(metadata.alternates?.canonical).toBe('/de/angebot');
    expect(metadata.alternates?.languages).toEqual({ de: '/de/angebot', fr: '/fr/offre', 'x-default': '/de/angebot' });
  });
});
