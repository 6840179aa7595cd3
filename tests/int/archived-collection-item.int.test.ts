import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { onCacheTagsInvalidated, siteTag } from '../../src/server/platform/cache-tags';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadPageRequest } from '../../src/server/services/rendering/load-page-request';
import { searchSite } from '../../src/server/services/search/search-site';
import { listSitemapEntries } from '../../src/server/services/seo/list-sitemap-entries';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { api, createTestPage, createTestSite, signedInUser, textField } from './support/fixtures';

/** A site with a published team page (a team container) and two published members, Anna and Ben. */
async function teamSite() {
  const created = await createTestSite({ locales: ['de'] });
  const site = await resolveSiteByHost(created.host);
  if (!site) throw new Error('site not resolved');
  const member = async (slug: string, name: string) => {
    const page = await createTestPage(site.id, {
      slug: { de: slug },
      name: { de: name },
      collection: 'team',
      groups: [{ type: 'teamDetails', fields: { name: textField({ de: `${name} Brillenexpertin` }) } }],
    });
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    return page.pageId;
  };
  const anna = await member('anna', 'Anna');
  const ben = await member('ben', 'Ben');
  const team = await createTestPage(site.id, { slug: { de: 'team' }, groups: [{ type: 'teamContainer' }] });
  const publishTeamPage = () => publishPage(getDb(), { siteId: site.id, pageId: team.pageId, userId: null });
  await publishTeamPage();
  const editor = await signedInUser(site.host, 'editor');
  const archive = async (pageId: string, action: 'hide' | 'show') => {
    const response = await api(site.host, '/collection/items', {
      method: 'POST',
      cookie: editor.cookie,
      body: { collectionId: team.groupIds[0], collectionName: 'team', pageId, action },
    });
    expect(response.status).toBe(200);
  };
  const visit = (segments: string[]) => loadPageRequest(getDb(), { site, locale: 'de', segments });
  const sitemapPaths = async () => (await listSitemapEntries(getDb(), site)).map((entry) => entry.path);
  const searchHits = async () => (await searchSite(getDb(), { siteId: site.id, locale: 'de', query: 'Brillenexpertin' })).hits.map((hit) => hit.pageId);
  return { site, anna, ben, team, publishTeamPage, archive, visit, sitemapPaths, searchHits };
}

describe('an archived team member', () => {
  it('has no public page once the archive is published, and gets it back when shown again and published', async () => {
    const { site, anna, ben, archive, publishTeamPage, visit, sitemapPaths, searchHits } = await teamSite();
    expect((await visit(['team', 'anna'])).kind).toBe('page');

    // Archived in the draft: still public until the team page is published.
    await archive(anna, 'hide');
    expect((await visit(['team', 'anna'])).kind).toBe('page');

    const invalidated: string[][] = [];
    const stop = onCacheTagsInvalidated((tags) => invalidated.push(tags));
    try {
      await publishTeamPage();
    } finally {
      stop();
    }
    // The whole site's cache goes: the member's own cached page must not outlive the archive.
    expect(invalidated.flat()).toContain(siteTag(site.id));
    expect((await visit(['team', 'anna'])).kind).toBe('not-found');
    expect((await visit(['team', 'ben'])).kind).toBe('page');
    expect(await sitemapPaths()).not.toContain('/de/team/anna');
    expect(await sitemapPaths()).toContain('/de/team/ben');
    expect(await searchHits()).toEqual([ben]);
    // The editor still opens the page.
    expect((await visit(['edit', 'team', 'anna'])).kind).toBe('page');

    await archive(anna, 'show');
    await publishTeamPage();
    const back = await visit(['team', 'anna']);
    expect(back.kind === 'page' && back.tree.page.id).toBe(anna);
    expect(await sitemapPaths()).toContain('/de/team/anna');
    expect((await searchHits()).sort()).toEqual([anna, ben].sort());
  });

  it('stays public while another team list still shows it', async () => {
    const { site, anna, archive, publishTeamPage, visit } = await teamSite();
    const other = await createTestPage(site.id, { slug: { de: 'ueber-uns' }, groups: [{ type: 'teamContainer' }] });
    await publishPage(getDb(), { siteId: site.id, pageId: other.pageId, userId: null });
    await archive(anna, 'hide');
    await publishTeamPage();
    expect((await visit(['team', 'anna'])).kind).toBe('page');
  });
});
