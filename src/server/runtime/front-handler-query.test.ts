import { describe, expect, it } from 'vitest';
import { reportRender } from '../platform/render-report';
import { REQUEST_ID_HEADER } from '../platform/request-headers';
import { createFrontHandler } from './front-handler';
import { listenForTest } from './testing';
import { MemorySearchRateLimit, type SearchRateLimit } from '../services/search/search-rate-limit';
import { PageCache } from './page-cache';

async function serve(searchLimit?: SearchRateLimit) {
  const rendered: string[] = [];
  const cache = new PageCache(10);
  const handler = createFrontHandler({
    searchLimit,
    cache,
    next: async (req, res) => {
      rendered.push(req.url ?? '');
      reportRender(String(req.headers[REQUEST_ID_HEADER]), { cacheable: true, tags: ['site:1'], locale: 'de', unlockCookie: null, islands: 'none' });
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<html><body>${req.url}</body></html>`);
    },
    onError: () => undefined,
    trustProxy: () => false,
  });
  const port = await listenForTest(handler);
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers });
  const untilCached = async (path: string) => {
    for (let i = 0; i < 50 && !cache.get(`127.0.0.1:${port}\n${path}`); i += 1) await new Promise((r) => setTimeout(r, 10));
  };
  return { get, untilCached, rendered };
}

describe('page cache and query parameters', () => {
  it('answers campaign links from the cached page, and renders a search term or an RSC fetch every time', async () => {
    const { get, untilCached, rendered } = await serve();
    await get('/de/angebot?utm_source=newsletter');
    await untilCached('/de/angebot');
    for (const path of ['/de/angebot', '/de/angebot?utm_campaign=x&fbclid=1', '/de/angebot?gclid=2']) {
      expect((await get(path)).headers.get('x-webbox-cache'), path).toBe('HIT');
    }
    expect((await get('/de/angebot?q=brille')).headers.get('x-webbox-cache')).not.toBe('HIT');
    expect((await get('/de/angebot?_rsc=abc')).headers.get('x-webbox-cache')).not.toBe('HIT');
    expect((await get('/de/angebot', { rsc: '1' })).headers.get('x-webbox-cache')).not.toBe('HIT');
    expect(rendered).toEqual(['/de/angebot?utm_source=newsletter', '/de/angebot?q=brille', '/de/angebot?_rsc=abc', '/de/angebot']);
  });

  it('answers an address over its search limit with 429 in the URL’s language, without a render', async () => {
    const limit = new MemorySearchRateLimit(2);
    const { get, rendered } = await serve(limit);
    for (let i = 0; i < 2; i++) {
      expect((await get('/fr/recherche?q=lunettes')).status).toBe(200);
      await limit.take('127.0.0.1');
    }
    const refused = await get('/fr/recherche?q=lunettes');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Veuillez réessayer dans une minute.');
    // Pages without a search term are not limited.
    expect((await get('/fr/recherche')).status).toBe(200);
    expect(rendered).toEqual(['/fr/recherche?q=lunettes', '/fr/recherche?q=lunettes', '/fr/recherche']);
  });
});
