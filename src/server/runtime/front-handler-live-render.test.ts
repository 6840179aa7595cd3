import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../platform/content-security-policy';
import { type NextHandler, createFrontHandler } from './front-handler';
import { loadIslandAssets } from './island-assets';
import type { LiveRender, RenderLivePage } from './live-renderer';
import { PageCache } from './page-cache';
import { fakeIslandBuild, listenForTest } from './testing';

const PAGE = '<!DOCTYPE html><html lang="fr"><head><title>Page</title></head><body><main>Rendu sans Next</main><script>window.x=1</script></body></html>';
const ISLAND_PAGE =
  '<!DOCTYPE html><html lang="fr"><head></head><body><webbox-island data-island="carousel" data-props="{}"><div>…</div></webbox-island></body></html>';

function rendered(html: string, islands: 'none' | 'own' = 'none'): LiveRender {
  return { kind: 'page', html, report: { cacheable: true, tags: ['site:1'], locale: 'fr', unlockCookie: null, islands } };
}

async function serve(renderLive: RenderLivePage, options: { islands?: boolean } = {}) {
  const nextCalls: string[] = [];
  const liveCalls: { path: string; query: string | null; form: string | null; host: string | null; ownIslands: boolean }[] = [];
  const errors: unknown[] = [];
  const next: NextHandler = async (req, res) => {
    nextCalls.push(req.url ?? '');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<html><body>Next</body></html>');
  };
  const cache = new PageCache(100);
  const handler = createFrontHandler({
    cache,
    next,
    onError: (error) => errors.push(error),
    trustProxy: () => false,
    islandAssets: options.islands ? loadIslandAssets(fakeIslandBuild()) : null,
    renderLive: async (request) => {
      liveCalls.push({ path: request.path, query: request.query, form: request.form, host: request.headers.get('host'), ownIslands: request.ownIslands });
      return renderLive(request);
    },
  });
  const port = await listenForTest(handler);
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers });
  return { nextCalls, liveCalls, errors, cache, get, port };
}

describe('front handler: the live renderer', () => {
  it('answers a cache candidate with the live render, hashes its inline scripts and caches it', async () => {
    const { nextCalls, liveCalls, get, cache, port } = await serve(async () => rendered(PAGE));
    const response = await get('/fr/page?utm_source=x', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-webbox-render')).toBe('live');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-language')).toBe('fr');
    expect(await response.text()).toBe(PAGE);
    for (const hash of inlineScriptHashes(PAGE)) expect(response.headers.get('content-security-policy')).toContain(hash);
    expect(liveCalls).toEqual([{ path: '/fr/page', query: null, form: null, host: `127.0.0.1:${port}`, ownIslands: false }]);
    expect(nextCalls).toEqual([]);
    for (let i = 0; i < 50 && !cache.get(`127.0.0.1:${port}\n/fr/page`); i += 1) await new Promise((r) => setTimeout(r, 10));
    const again = await get('/fr/page');
    expect(again.headers.get('x-webbox-cache')).toBe('HIT');
    expect(again.headers.get('x-webbox-render')).toBe('live');
    expect(await again.text()).toBe(PAGE);
    expect(liveCalls).toHaveLength(1);
  });

  it('gives a page whose islands hydrate on their own roots the island runtime', async () => {
    const { liveCalls, get } = await serve(async () => rendered(ISLAND_PAGE, 'own'), { islands: true });
    const html = await (await get('/fr/carousel')).text();
    expect(liveCalls[0]?.ownIslands).toBe(true);
    expect(html).toMatch(
      /<script type="module" src="\/_islands\/runtime[^"]*\.js" fetchpriority="low" data-hydrator="\/_islands\/hydrate[^"]*\.js" data-island-chunks="[^"]*"><\/script><\/head>/,
    );
  });

  it('answers every public page itself, a session, a form return and the sign-in page included, and leaves Next its own routes', async () => {
    const { nextCalls, liveCalls, get } = await serve(async () => rendered(PAGE));
    for (const path of ['/fr', '/fr/page?form=sent.x', '/fr/page', '/fr/service/page', '/fr/login?next=%2Ffr%2Fedit']) {
      const response = await get(path, path === '/fr/page' ? { cookie: 'better-auth.session_token=abc' } : {});
      expect(response.headers.get('x-webbox-render'), path).toBe('live');
    }
    // Next's own routes, client-side RSC fetches and the API.
    for (const path of [
      '/fr/edit/page',
      '/fr/login/two-factor',
      '/fr/forgot-password',
      '/fr/reset-password',
      '/fr/account',
      '/fr/invitation',
      '/fr/signup',
      '/fr/new-site',
      '/api/v1/health',
    ]) {
      await get(path);
    }
    await get('/fr/page', { rsc: '1' });
    expect(liveCalls.map((call) => [call.path, call.form])).toEqual([
      ['/fr', null],
      ['/fr/page', 'sent.x'],
      ['/fr/page', null],
      ['/fr/service/page', null],
      ['/fr/login', null],
    ]);
    expect(nextCalls).toEqual([
      '/fr/edit/page',
      '/fr/login/two-factor',
      '/fr/forgot-password',
      '/fr/reset-password',
      '/fr/account',
      '/fr/invitation',
      '/fr/signup',
      '/fr/new-site',
      '/api/v1/health',
      '/fr/page',
    ]);
  });

  it('never caches a page rendered for a session, and a signed-in browser may not keep it', async () => {
    const { get, cache, port } = await serve(async () => rendered(PAGE));
    const response = await get('/fr/page', { cookie: 'better-auth.session_token=abc' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.get(`127.0.0.1:${port}\n/fr/page`)).toBeUndefined();
  });

  it('answers the redirects the renderer gives (an old slug, sign-in) and a trailing slash, without caching them', async () => {
    const { port, liveCalls } = await serve(async (request) =>
      request.path === '/fr/ancien'
        ? { kind: 'redirect', status: 308, location: '/fr/nouveau' }
        : { kind: 'redirect', status: 307, location: '/fr/login?next=%2Ffr%2Fx' },
    );
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
    const moved = await get('/fr/ancien');
    expect([moved.status, moved.headers.get('location'), moved.headers.get('x-webbox-cache')]).toEqual([308, '/fr/nouveau', null]);
    expect(moved.headers.get('cache-control')).toContain('no-store');
    const signIn = await get('/fr/x');
    expect([signIn.status, signIn.headers.get('location')]).toEqual([307, '/fr/login?next=%2Ffr%2Fx']);
    const slash = await get('/fr/page/?utm_source=x');
    expect([slash.status, slash.headers.get('location')]).toEqual([308, '/fr/page?utm_source=x']);
    expect(liveCalls.map((call) => call.path)).toEqual(['/fr/ancien', '/fr/x']);
  });

  it('answers a failing render with 500 (logged), never with a second renderer', async () => {
    const { nextCalls, errors, get } = await serve(async () => {
      throw new Error('render failed');
    });
    const failed = await get('/fr/broken');
    expect(failed.status).toBe(500);
    expect(await failed.text()).not.toContain('Next');
    expect(errors).toHaveLength(1);
    expect(nextCalls).toEqual([]);
  });

  it('leaves to Next only a page the renderer declines (islands needing Next’s runtime)', async () => {
    const { nextCalls, get } = await serve(async () => null);
    expect(await (await get('/fr/jeu')).text()).toContain('Next');
    expect(nextCalls).toEqual(['/fr/jeu']);
  });

  it('caches an unlocked protected page only for its unlock cookie', async () => {
    const unlockCookie = { name: 'wb_unlock_1', value: 'secret' };
    const { get, cache, port, liveCalls } = await serve(async () => ({
      kind: 'page',
      html: PAGE,
      report: { cacheable: true, tags: ['site:1'], locale: 'fr', unlockCookie, islands: 'none' },
    }));
    await get('/fr/prive', { cookie: 'wb_unlock_1=secret' });
    for (let i = 0; i < 50 && !cache.get(`127.0.0.1:${port}\n/fr/prive`); i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(cache.get(`127.0.0.1:${port}\n/fr/prive`)?.unlockCookie).toEqual(unlockCookie);
    const hit = await get('/fr/prive', { cookie: 'wb_unlock_1=secret' });
    expect([hit.headers.get('x-webbox-cache'), hit.headers.get('cache-control')]).toEqual(['HIT', 'private, no-cache']);
    await get('/fr/prive');
    expect(liveCalls).toHaveLength(2);
  });

  it('renders a search with its query and the status the page reports, and never caches it', async () => {
    const { liveCalls, nextCalls, get, cache, port } = await serve(async (request) => ({
      kind: 'page',
      html: PAGE,
      report: { cacheable: false, tags: ['site:1'], locale: 'fr', unlockCookie: null, islands: 'none', status: request.query === 'trop' ? 429 : 200 },
    }));
    expect((await get('/fr/recherche?q=lunettes&q=autre')).status).toBe(200);
    expect((await get('/fr/recherche?q=trop')).status).toBe(429);
    expect(liveCalls.map((call) => [call.path, call.query])).toEqual([
      ['/fr/recherche', 'lunettes'],
      ['/fr/recherche', 'trop'],
    ]);
    expect(nextCalls).toEqual([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.get(`127.0.0.1:${port}\n/fr/recherche`)).toBeUndefined();
  });
});
