import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { pages } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { getApi } from '../../src/server/api/app';
import { api, createTestPage, createTestSite } from './support/fixtures';

async function protectedPage(password: string) {
  const site = await createTestSite();
  const page = await createTestPage(site.id, { slug: { de: 'intern' } });
  const [row] = await getDb().select({ draft: pages.draft }).from(pages).where(eq(pages.id, page.pageId));
  const draft = row!.draft;
  await getDb()
    .update(pages)
    .set({ draft: { ...draft, meta: { ...draft.meta, passwordHash: await hashPassword(password) } } })
    .where(eq(pages.id, page.pageId));
  await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
  return { site, pageId: page.pageId };
}

describe('password-protected pages', () => {
  it('sets an http-only unlock cookie for the right password only', async () => {
    const { site, pageId } = await protectedPage('geheim-123');
    const wrong = await api(site.host, '/page/unlock', { method: 'POST', body: { id: pageId, password: 'falsch' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie()).toHaveLength(0);
    const right = await api(site.host, '/page/unlock', { method: 'POST', body: { id: pageId, password: 'geheim-123' } });
    expect(right.status).toBe(200);
    const [cookie] = right.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^wb_unlock_${pageId.replaceAll('-', '')}=`));
    expect(cookie).toContain('HttpOnly');
  });

  it("cannot unlock another site's page", async () => {
    const { pageId } = await protectedPage('geheim-123');
    const other = await createTestSite();
    const response = await api(other.host, '/page/unlock', { method: 'POST', body: { id: pageId, password: 'geheim-123' } });
    expect(response.status).toBe(404);
  });

  it('unlocks without JavaScript: a form post sets the cookie and goes back to the page; a wrong password goes back with the notice', async () => {
    const { site, pageId } = await protectedPage('geheim-123');
    const post = (password: string) =>
      getApi().request(`http://${site.host}/api/v1/page/unlock/form`, {
        method: 'POST',
        headers: {
          host: site.host,
          origin: `http://${site.host}`,
          referer: `http://${site.host}/de/intern`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ id: pageId, password, lang: 'de' }).toString(),
      });
    const wrong = await post('falsch');
    expect([wrong.status, wrong.headers.get('location')]).toEqual([303, '/de/intern?form=unlock.wrong']);
    expect(wrong.headers.getSetCookie()).toHaveLength(0);
    const right = await post('geheim-123');
    expect([right.status, right.headers.get('location')]).toEqual([303, '/de/intern']);
    expect(right.headers.getSetCookie()[0]).toMatch(new RegExp(`^wb_unlock_${pageId.replaceAll('-', '')}=.*HttpOnly`));
  });
});
