import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { fields, navigation, pageVersions, sites } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadSiteChrome } from '../../src/server/services/rendering/load-page-request';
import { findLiveSnapshotBySlug } from '../../src/server/services/pages/find-page';
import { api, createTestPage, createTestSite, signedInUser } from './support/fixtures';

async function siteWithChanges() {
  const site = await createTestSite({ locales: ['de', 'fr'] });
  const published = await createTestPage(site.id, { slug: { de: 'fertig' } });
  await publishPage(getDb(), { siteId: site.id, pageId: published.pageId, userId: null });
  const changed = await createTestPage(site.id, { slug: { de: 'geaendert' } });
  await publishPage(getDb(), { siteId: site.id, pageId: changed.pageId, userId: null });
  const [title] = await getDb().select().from(fields).where(eq(fields.groupId, changed.groupIds[0]!));
  await getDb()
    .update(fields)
    .set({ draft: { ...title!.draft, content: { type: 'localizedSingleValue', values: { de: 'Neu', fr: 'Nouveau' } } } })
    .where(eq(fields.id, title!.id));
  const fresh = await createTestPage(site.id, { slug: { de: 'neu' } });
  const editor = await signedInUser(site.host, 'editor');
  const call = (method: 'GET' | 'POST', path: string, cookie = editor.cookie) =>
    api(site.host, path, { method, cookie, editorLanguage: 'en', ...(method === 'POST' ? { body: {} } : {}) });
  return { site, published, changed, fresh, editor, call };
}

const nav = (pageId: string) => ({ containers: [{ id: 'c1', label: { de: 'Neu' }, pageId, children: [] }] });

describe('GET /site/status/publication', () => {
  it('lists every changed page and whether navigation and settings are unpublished', async () => {
    const { site, changed, fresh, call } = await siteWithChanges();
    const clean = (await (await call('GET', '/site/status/publication')).json()).data;
    expect(clean.pages.map((p: { id: string }) => p.id).sort()).toEqual([changed.pageId, fresh.pageId].sort());
    expect(clean).toMatchObject({ navigation: false, settings: false });
    expect(clean.pages.find((p: { id: string }) => p.id === fresh.pageId)).toMatchObject({ status: 'draft', slug: { de: 'neu' } });

    await getDb()
      .update(navigation)
      .set({ draft: nav(fresh.pageId) })
      .where(eq(navigation.siteId, site.id));
    await getDb()
      .update(sites)
      .set({ settings: { header: { showSearch: false } } })
      .where(eq(sites.id, site.id));
    expect((await (await call('GET', '/site/status/publication')).json()).data).toMatchObject({ navigation: true, settings: true, settingsProblems: [] });

    // A booking button turned on without its link is flagged before it goes live.
    await getDb()
      .update(sites)
      .set({ settings: { bookingButton: { active: true, target: 'url' } } })
      .where(eq(sites.id, site.id));
    expect((await (await call('GET', '/site/status/publication')).json()).data.settingsProblems).toEqual([
      { section: 'bookingButton', key: 'bookingLinkMissing', locales: [] },
    ]);
  });

  it('refuses anonymous callers', async () => {
    const { call } = await siteWithChanges();
    expect((await call('GET', '/site/status/publication', '')).status).toBe(401);
    expect((await call('POST', '/site/publish', '')).status).toBe(401);
  });
});

describe('POST /site/publish', () => {
  it('publishes every changed page, the navigation and the settings together', async () => {
    const { site, published, changed, fresh, call } = await siteWithChanges();
    const settings = { ...(await loadSiteChrome(getDb(), { siteId: site.id, state: 'draft' })).settings, contact: { email: 'neu@example.ch' } };
    await getDb().update(sites).set({ settings }).where(eq(sites.id, site.id));
    await getDb()
      .update(navigation)
      .set({ draft: nav(fresh.pageId) })
      .where(eq(navigation.siteId, site.id));
    // Visitors see neither the new menu nor the new page before.
    expect((await loadSiteChrome(getDb(), { siteId: site.id, state: 'published' })).navigation.containers).toEqual([]);

    const response = await call('POST', '/site/publish');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ pages: 2, navigation: true, settings: true });

    const chrome = await loadSiteChrome(getDb(), { siteId: site.id, state: 'published' });
    expect(chrome.navigation).toEqual(nav(fresh.pageId));
    expect(chrome.settings.contact.email).toBe('neu@example.ch');
    const live = await findLiveSnapshotBySlug(getDb(), { siteId: site.id, locale: 'de', collection: null, slug: 'geaendert' });
    expect(live?.groups[0]?.fields.title?.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Neu', fr: 'Nouveau' } });
    expect(await findLiveSnapshotBySlug(getDb(), { siteId: site.id, locale: 'de', collection: null, slug: 'neu' })).not.toBeNull();
    // One new version for each changed page, none for the unchanged one.
    const versions = async (pageId: string) => (await getDb().select().from(pageVersions).where(eq(pageVersions.pageId, pageId))).length;
    expect([await versions(published.pageId), await versions(changed.pageId), await versions(fresh.pageId)]).toEqual([1, 2, 1]);

    const again = await call('POST', '/site/publish');
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('There is nothing to publish.');
  });

  it('publishes nothing when one page cannot be published', async () => {
    const { site, fresh, call } = await siteWithChanges();
    await getDb()
      .update(navigation)
      .set({ draft: nav(fresh.pageId) })
      .where(eq(navigation.siteId, site.id));
    // A page whose draft lacks its meta fails while being indexed, after the others were written.
    await getDb().execute(sql`update pages set draft = ${JSON.stringify({ slug: { de: 'neu' } })}::jsonb where id = ${fresh.pageId}`);
    const response = await call('POST', '/site/publish');
    expect(response.status).toBe(500);
    expect((await loadSiteChrome(getDb(), { siteId: site.id, state: 'published' })).navigation.containers).toEqual([]);
    const live = await findLiveSnapshotBySlug(getDb(), { siteId: site.id, locale: 'de', collection: null, slug: 'geaendert' });
    expect(live?.groups[0]?.fields.title?.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Hallo', fr: 'Bonjour' } });
  });

  it('leaves the navigation a draft when a single page is published', async () => {
    const { site, fresh } = await siteWithChanges();
    await getDb()
      .update(navigation)
      .set({ draft: nav(fresh.pageId) })
      .where(eq(navigation.siteId, site.id));
    await publishPage(getDb(), { siteId: site.id, pageId: fresh.pageId, userId: null });
    expect((await loadSiteChrome(getDb(), { siteId: site.id, state: 'published' })).navigation.containers).toEqual([]);
  });
});
