import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { reportRender } from '../platform/render-report';
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from '../platform/request-headers';
import { type NextHandler, createFrontHandler } from './front-handler';
import { PageCache } from './page-cache';

type FakePage = { status?: number; cacheable: boolean; unlockCookie?: { name: string; value: string } | null };

/** A stand-in for Next that renders like our page does: reports, then streams HTML. */
function fakeNext(pages: Record<string, FakePage>, calls: string[]): NextHandler {
  return async (req, res) => {
    calls.push(`${req.url} ip=${req.headers[CLIENT_IP_HEADER]}`);
    const page = pages[req.url ?? ''];
    const requestId = String(req.headers[REQUEST_ID_HEADER]);
    if (page) reportRender(requestId, { cacheable: page.cacheable, tags: ['site:1'], locale: 'fr', unlockCookie: page.unlockCookie ?? null, status: page.status });
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write('<html><body>');
    res.end(`${req.url} accept-encoding=${req.headers['accept-encoding'] ?? 'none'}</body></html>`);
  };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(pages: Record<string, FakePage>) {
  const calls: string[] = [];
  const cache = new PageCache(100);
  const handler = createFrontHandler({ cache, next: fakeNext(pages, calls), onError: () => undefined, trustProxy: false });
  const server = http.createServer((req, res) => void handler(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
  const untilCached = async (path: string) => {
    for (let i = 0; i < 50 && !cache.get(`127.0.0.1\n${path}`); i += 1) await new Promise((r) => setTimeout(r, 10));
  };
  return { calls, cache, get, untilCached };
}

describe('front handler', () => {
  it('serves a cacheable page from memory after the first render, without calling Next', async () => {
    const { calls, get, untilCached } = await serve({ '/fr/page': { cacheable: true } });
    const first = await get('/fr/page', { 'accept-encoding': 'gzip' });
    expect(first.headers.get('x-webbox-cache')).toBe('MISS');
    // Next was asked for identity bytes, so the stored copy is uncompressed HTML.
    expect(await first.text()).toContain('accept-encoding=none');
    await untilCached('/fr/page');
    const second = await get('/fr/page', { 'accept-encoding': 'br, gzip' });
    expect(second.headers.get('x-webbox-cache')).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('content-language')).toBe('fr');
    expect(second.headers.get('vary')).toBe('Accept-Encoding');
    expect(await second.text()).toContain('/fr/page');
    expect(calls).toHaveLength(1);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { get, untilCached } = await serve({ '/fr/page': { cacheable: true } });
    await get('/fr/page');
    await untilCached('/fr/page');
    const etag = (await get('/fr/page')).headers.get('etag') ?? '';
    const revalidated = await get('/fr/page', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
  });

  it('never caches what the page did not allow, query strings, edit paths or signed-in requests', async () => {
    const { calls, get, cache } = await serve({ '/fr/private': { cacheable: false }, '/fr/edit': { cacheable: true }, '/fr/page': { cacheable: true } });
    await get('/fr/private');
    await get('/fr/edit');
    await get('/fr/page?toolbar=1');
    await get('/fr/page', { cookie: 'better-auth.session_token=abc' });
    await new Promise((r) => setTimeout(r, 100));
    expect(cache.size).toBe(0);
    expect(calls).toHaveLength(4);
  });

  it('applies the status the page reported (our localized 404)', async () => {
    const { get, cache } = await serve({ '/fr/missing': { cacheable: false, status: 404 } });
    const response = await get('/fr/missing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-language')).toBe('fr');
    expect(cache.size).toBe(0);
  });

  it('serves a cached protected page only with its unlock cookie', async () => {
    const unlockCookie = { name: 'wb_unlock_x', value: 'secret-proof' };
    const { calls, get, untilCached } = await serve({ '/fr/secret': { cacheable: true, unlockCookie } });
    await get('/fr/secret', { cookie: 'wb_unlock_x=secret-proof' });
    await untilCached('/fr/secret');
    const withCookie = await get('/fr/secret', { cookie: 'wb_unlock_x=secret-proof' });
    expect(withCookie.headers.get('x-webbox-cache')).toBe('HIT');
    expect(withCookie.headers.get('cache-control')).toBe('private, no-cache');
    const without = await get('/fr/secret');
    expect(without.headers.get('x-webbox-cache')).not.toBe('HIT');
    expect(calls).toHaveLength(2);
  });

  it('overwrites client-supplied internal headers', async () => {
    const { calls, get } = await serve({});
    await get('/fr/x', { [CLIENT_IP_HEADER]: '6.6.6.6' });
    expect(calls[0]).toContain('ip=127.0.0.1');
  });
});
