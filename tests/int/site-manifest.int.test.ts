import { describe, expect, it, vi } from 'vitest';
import { createLiveRenderer } from '../../src/app/_live-render/render-live-page';
import { getDb } from '../../src/server/db/client';
import type { LiveRender } from '../../src/server/runtime/live-renderer';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { siteManifestResponse } from '../../src/server/services/sites/site-manifest';
import { createTestPage, createTestSite } from './support/fixtures';

// `server-only` throws outside React's server condition; the renderer's bundle empties it the same way (scripts/build-server.mjs).
vi.mock('server-only', () => ({}));

const render = createLiveRenderer({ stylesheets: ['/public.css'] });

async function html(host: string, path: string): Promise<string> {
  const rendered: LiveRender | null = await render({
    headers: new Headers({ host }),
    path,
    query: null,
    form: null,
    search: new URLSearchParams(),
    clientAddress: null,
    ownIslands: true,
  });
  if (rendered?.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(rendered)}`);
  return rendered.html;
}

describe('the site’s web app manifest', () => {
  it('is linked from the head of its public pages, per language, and names the site, its colours and icons', async () => {
    const site = await createTestSite({ name: 'Optik Linse', locales: ['de', 'fr'] });
    const created = await createTestPage(site.id, { slug: { de: 'hallo', fr: 'salut' } });
    await publishPage(getDb(), { siteId: site.id, pageId: created.pageId, userId: null });

    const page = await html(site.host, '/fr/salut');
    const href = page.match(/<link rel="manifest" href="([^"]+)"\/>/)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toMatch(/^\/site\.webmanifest\?locale=fr&v=[\w-]+$/);
    expect(page.match(/rel="manifest"/g)).toHaveLength(1);

    const response = await siteManifestResponse(getDb(), site.host, new URL(href ?? '', 'http://x').searchParams.get('locale'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: 'Optik Linse', lang: 'fr', start_url: '/fr', scope: '/', display: 'minimal-ui' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
  });

  it('is a 404 for a language the site lacks or an unknown host', async () => {
    const site = await createTestSite({ locales: ['de'] });
    expect((await siteManifestResponse(getDb(), site.host, 'it')).status).toBe(404);
    expect((await siteManifestResponse(getDb(), 'nowhere.example', 'de')).status).toBe(404);
  });
});
