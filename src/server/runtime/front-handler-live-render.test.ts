import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../platform/content-security-policy';
import { type NextHandler, createFrontHandler } from './front-handler';
import { loadIslandAssets } from './island-assets';
import type { LiveRender, RenderLivePage } from './live-renderer';
import { PageCache } from './page-cache';
import { fakeIslandBuild, listenForTest } from './testing';

const PAGE = '<!DOCTYPE html><html lang="fr"><head><title>Page</title></head><body><main>Rendu sans Next</main><script>window.x=1</script></body></html>';
const ISLAND_PAGE = '<!DOCTYPE html><html lang="fr"><head></head><body><webbox-island data-island="carousel" data-props="{}"><div>…</div></webbox-island></body></html>';

function rendered(html: string, islands: 'none' | 'own' = 'none'): LiveRender {
  return { html, report: { cacheable: true, tags: ['site:1'], locale: 'fr', unlockCookie: null, islands } };
}

async function serve(renderLive: RenderLivePage, options: { islands?: boolean } = {}) {
  const nextCalls: string[] = [];
  const liveCalls: { path: string; query: string | null; host: string | null; ownIslands: boolean }[] = [];
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
      liveCalls.push({ path: request.path, query: request.query, host: request.headers.get('host'), ownIslands: request.ownIslands });
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
    expect(liveCalls).toEqual([{ path: '/fr/page', query: null, host: `127.0.0.1:${port}`, ownIslands: false }]);
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
    expect(html).toMatch(/<script type="module" src="\/_islands\/runtime[^"]*\.js"><\/script><\/head>/);
  });

  it('leaves to Next what the renderer declines, what it fails on, and what is no cache candidate', async () => {
    let mode: 'decline' | 'fail' = 'decline';
    const { nextCalls, liveCalls, errors, get } = await serve(async () => {
      if (mode === 'fail') throw new Error('render failed');
      return null;
    });
    expect(await (await get('/fr/search-page')).text()).toContain('Next');
    mode = 'fail';
    const failed = await get('/fr/broken');
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain('Next');
    expect(errors).toHaveLength(1);
    // Never asked: a form's return, a session, the edit route, an API call.
    await get('/fr/page?form=sent');
    await get('/fr/page', { cookie: 'better-auth.session_token=abc' });
    await get('/fr/edit/page');
    await get('/api/v1/health');
    expect(liveCalls.map((call) => call.path)).toEqual(['/fr/search-page', '/fr/broken']);
    expect(nextCalls).toEqual(['/fr/search-page', '/fr/broken', '/fr/page?form=sent', '/fr/page', '/fr/edit/page', '/api/v1/health']);
  });

  it("renders a search with its query and the status the page reports, and never caches it", async () => {
    const { liveCalls, nextCalls, get, cache, port } = await serve(async (request) => ({
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
