import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { findLiveSnapshotBySlug } from '../../src/server/services/pages/find-page';
import { api, createTestPage, createTestSite, signedInUser } from './support/fixtures';

describe('auth on mutations', () => {
  it('refuses publish without a session', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'seite' } });
    const response = await api(site.host, '/page/publish', { method: 'POST', body: { id: page.pageId } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: 'Bitte melden Sie sich an.', status: 401, data: null });
  });

  it('answers a member endpoint in the editor language the client sends', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'seite' } });
    const french = await api(site.host, '/page/publish', { method: 'POST', body: { id: page.pageId }, editorLanguage: 'fr' });
    expect((await french.json()).error).toBe('Veuillez vous connecter.');
    // The browser's languages do not decide: the editor may be shown in another one.
    const browser = await api(site.host, '/page/publish', { method: 'POST', body: { id: page.pageId }, acceptLanguage: 'en-US,en;q=0.9' });
    expect((await browser.json()).error).toBe('Bitte melden Sie sich an.');
    // Italian is an editor language even where the site has no Italian pages.
    const stranger = await signedInUser(site.host);
    const italian = await api(site.host, '/page/publish', { method: 'POST', body: { id: page.pageId }, cookie: stranger.cookie, editorLanguage: 'it' });
    expect((await italian.json()).error).toBe('Non ha accesso a questo sito.');
    // Romansh is not: the site's default answers.
    const romansh = await api(site.host, '/page/publish', { method: 'POST', body: { id: page.pageId }, editorLanguage: 'rm' });
    expect((await romansh.json()).error).toBe('Bitte melden Sie sich an.');
  });

  it('refuses a signed-in user who is not a member of the site', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'seite' } });
    const stranger = await signedInUser(site.host);
    const response = await api(site.host, '/page/publish', { method: 'POST', body: { id: page.pageId }, cookie: stranger.cookie });
    expect(response.status).toBe(403);
  });

  it("refuses another site's member, even with a valid session", async () => {
    const siteA = await createTestSite();
    const siteB = await createTestSite();
    const page = await createTestPage(siteB.id, { slug: { de: 'seite' } });
    const memberOfA = await signedInUser(siteA.host, 'owner');
    // Their cookie sent to B's host: not a member there.
    const onB = await api(siteB.host, '/page/publish', { method: 'POST', body: { id: page.pageId }, cookie: memberOfA.cookie });
    expect(onB.status).toBe(403);
    // On A's host, B's page does not exist.
    const onA = await api(siteA.host, '/page/publish', { method: 'POST', body: { id: page.pageId }, cookie: memberOfA.cookie });
    expect(onA.status).toBe(404);
    expect(await findLiveSnapshotBySlug(getDb(), { siteId: siteB.id, locale: 'de', collection: null, slug: 'seite' })).toBeNull();
  });

  it('lets a member publish, see publication status and revert', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'seite' } });
    const editor = await signedInUser(site.host, 'editor');

    const before = await api(site.host, `/page/status/publication?id=${page.pageId}`, { cookie: editor.cookie });
    expect((await before.json()).data).toMatchObject({ fields: 1, groups: 1, pages: 1, changes: { page: 'new', newBoxes: 1 } });

    const published = await api(site.host, '/page/publish', { method: 'POST', body: { id: page.pageId }, cookie: editor.cookie });
    expect(published.status).toBe(200);
    const body = await published.json();
    expect(body).toMatchObject({ success: true, error: null, status: 200, data: { pageId: page.pageId, version: 1 } });

    const after = await api(site.host, `/page/status/publication?id=${page.pageId}`, { cookie: editor.cookie });
    expect((await after.json()).data).toEqual({
      fields: 0,
      groups: 0,
      pages: 0,
      changes: { page: null, newBoxes: 0, changedBoxes: 0, removedBoxes: 0, order: false },
    });

    const reverted = await api(site.host, '/page/revert', { method: 'POST', body: { id: page.pageId }, cookie: editor.cookie });
    expect(reverted.status).toBe(200);
  });

  it('refuses cross-site requests before anything else', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'seite' } });
    const editor = await signedInUser(site.host, 'editor');
    const forged = await api(site.host, '/page/publish', { method: 'POST', body: { id: page.pageId }, cookie: editor.cookie, origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect((await forged.json()).error).toBe('Anfrage von einer fremden Website abgelehnt.');
    const noOrigin = await api(site.host, '/page/publish', { method: 'POST', body: { id: page.pageId }, cookie: editor.cookie, origin: null });
    expect(noOrigin.status).toBe(403);
    expect(await findLiveSnapshotBySlug(getDb(), { siteId: site.id, locale: 'de', collection: null, slug: 'seite' })).toBeNull();
  });

  it('rejects a wrong password at sign-in', async () => {
    const site = await createTestSite();
    const user = await signedInUser(site.host, 'editor');
    const response = await api(site.host, '/auth/sign-in/email', { method: 'POST', body: { email: user.email, password: 'wrong password!' } });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toHaveLength(0);
  });

  it('ends the session on sign-out', async () => {
    const site = await createTestSite();
    const page = await createTestPage(site.id, { slug: { de: 'seite' } });
    const editor = await signedInUser(site.host, 'editor');
    const out = await api(site.host, '/auth/sign-out', { method: 'POST', body: {}, cookie: editor.cookie });
    expect(out.status).toBe(200);
    const response = await api(site.host, '/page/publish', { method: 'POST', body: { id: page.pageId }, cookie: editor.cookie });
    expect(response.status).toBe(401);
  });
});
