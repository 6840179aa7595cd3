import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createLiveRenderer } from '../../src/app/_live-render/render-live-page';
import { getDb } from '../../src/server/db/client';
import { pages } from '../../src/server/db/schema';
import type { LiveRender } from '../../src/server/runtime/live-renderer';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { createTestPage, createTestSite } from './support/fixtures';

// `server-only` throws outside React's server condition; the renderer's bundle empties it the same way (scripts/build-server.mjs).
vi.mock('server-only', () => ({}));

const render = createLiveRenderer({ stylesheets: ['/public.css'] });

function get(host: string, path: string, options: { cookie?: string; form?: string } = {}): Promise<LiveRender | null> {
  const headers = new Headers({ host });
  if (options.cookie) headers.set('cookie', options.cookie);
  return render({ headers, path, query: null, form: options.form ?? null, search: new URLSearchParams(), clientAddress: null, ownIslands: true });
}

function page(rendered: LiveRender | null): Extract<LiveRender, { kind: 'page' }> {
  if (rendered?.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(rendered)}`);
  return rendered;
}

async function protectedPage(password: string) {
  const site = await createTestSite();
  const created = await createTestPage(site.id, { slug: { de: 'intern' } });
  const [row] = await getDb().select({ draft: pages.draft }).from(pages).where(eq(pages.id, created.pageId));
  const draft = row!.draft;
  await getDb()
    .update(pages)
    .set({ draft: { ...draft, meta: { ...draft.meta, passwordHash: await hashPassword(password) } } })
    .where(eq(pages.id, created.pageId));
  await publishPage(getDb(), { siteId: site.id, pageId: created.pageId, userId: null });
  return { site };
}

describe('our renderer of public pages', () => {
  it('renders a published page with its document, head tags and report', async () => {
    const site = await createTestSite();
    const created = await createTestPage(site.id, { slug: { de: 'hallo' } });
    await publishPage(getDb(), { siteId: site.id, pageId: created.pageId, userId: null });
    const rendered = page(await get(site.host, '/de/hallo'));
    expect(rendered.html).toMatch(/^<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"\/>/);
    expect(rendered.html).toContain('<link rel="stylesheet" href="/public.css" data-precedence="site"/>');
    expect(rendered.html).toContain('<title>');
    expect(rendered.html).toContain('Hallo');
    expect(rendered.report).toMatchObject({ cacheable: true, locale: 'de', islands: 'none' });
  });

  it('answers the localized 404 and the unknown host with status 404, uncached', async () => {
    const site = await createTestSite();
    const missing = page(await get(site.host, '/de/gibt-es-nicht'));
    expect(missing.report).toMatchObject({ status: 404, cacheable: false });
    expect(missing.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const unknown = page(await get('no-such-site.example', '/fr/page'));
    expect(unknown.report).toMatchObject({ status: 404, cacheable: false, locale: 'fr' });
    expect(unknown.html).toContain('<html lang="fr">');
  });

  it('locks a protected page with 401 and its form as our island, which says a failed no-JavaScript post', async () => {
    const { site } = await protectedPage('geheim-123');
    const locked = page(await get(site.host, '/de/intern'));
    expect(locked.report).toMatchObject({ status: 401, cacheable: false, islands: 'own' });
    expect(locked.html).toContain('<webbox-island data-island="unlockForm"');
    expect(locked.html).toContain('action="/api/v1/page/unlock/form"');
    expect(locked.html).not.toContain('Hallo');
    const failed = page(await get(site.host, '/de/intern', { form: 'unlock.wrong' }));
    expect(failed.html).toContain('Das Passwort ist falsch.');
  });

  it('redirects an old slug with 308', async () => {
    const site = await createTestSite();
    const created = await createTestPage(site.id, { slug: { de: 'alt' } });
    await publishPage(getDb(), { siteId: site.id, pageId: created.pageId, userId: null });
    const [row] = await getDb().select({ draft: pages.draft }).from(pages).where(eq(pages.id, created.pageId));
    await getDb()
      .update(pages)
      .set({ draft: { ...row!.draft, slug: { de: 'neu' } } })
      .where(eq(pages.id, created.pageId));
    await publishPage(getDb(), { siteId: site.id, pageId: created.pageId, userId: null });
    expect(await get(site.host, '/de/alt')).toEqual({ kind: 'redirect', status: 308, location: '/de/neu' });
  });

  it('renders the sign-in page with its form as our island', async () => {
    const site = await createTestSite();
    const rendered = await render({
      headers: new Headers({ host: site.host }),
      path: '/de/login',
      query: null,
      form: null,
      search: new URLSearchParams('next=/de/edit/x'),
      clientAddress: null,
      ownIslands: true,
    });
    const signIn = page(rendered);
    expect(signIn.report).toMatchObject({ cacheable: false, islands: 'own' });
    expect(signIn.html).toContain('<webbox-island data-island="signInForm"');
    expect(signIn.html).toContain('&quot;next&quot;:&quot;/de/edit/x&quot;');
  });
});
