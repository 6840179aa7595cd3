import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { reportRender } from '../platform/render-report';
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from '../platform/request-headers';
import { inlineScriptHashes } from '../platform/content-security-policy';
import { SECURITY_HEADERS } from '../platform/security-headers';
import { type NextHandler, createFrontHandler } from './front-handler';
import type { IslandAssets } from './island-assets';
import { PageCache } from './page-cache';
import { listenForTest } from './testing';

type FakePage = {
  status?: number;
  cacheable: boolean;
  unlockCookie?: { name: string; value: string } | null;
  islands?: 'none' | 'own';
  /** Real page HTML to stream (in a few chunks), instead of the echo body. */
  html?: string;
  /** The status Next itself answers with (an error page). */
  nextStatus?: number;
};

/** A production build's HTML of a page as Next renders it (its scripts and RSC payload included). */
const capturedPage = readFileSync(path.join(import.meta.dirname, 'next-page.html.fixture'), 'utf8');

/** A stand-in for Next that renders like our page does: reports, then streams HTML. */
function fakeNext(pages: Record<string, FakePage>, calls: string[], policies: (string | undefined)[]): NextHandler {
  return async (req, res) => {
    calls.push(`${req.url} ip=${req.headers[CLIENT_IP_HEADER]}`);
    policies.push(req.headers['content-security-policy'] as string | undefined);
    const page = pages[req.url ?? ''];
    const requestId = String(req.headers[REQUEST_ID_HEADER]);
    if (page)
      reportRender(requestId, {
        cacheable: page.cacheable,
        tags: ['site:1'],
        locale: 'fr',
        unlockCookie: page.unlockCookie ?? null,
        status: page.status,
        islands: page.islands,
      });
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('vary', 'rsc, next-router-state-tree');
    res.setHeader('cache-control', 'private, max-age=60');
    if (page?.nextStatus) res.statusCode = page.nextStatus;
    if (page?.html) {
      // Like Next: flush the head, then stream the document in chunks.
      res.flushHeaders();
      const third = Math.ceil(page.html.length / 3);
      res.write(page.html.slice(0, third));
      res.write(Buffer.from(page.html.slice(third, 2 * third)));
      res.end(page.html.slice(2 * third));
      return;
    }
    res.write('<html><body>');
    res.end(`${req.url} accept-encoding=${req.headers['accept-encoding'] ?? 'none'}</body></html>`);
  };
}

async function serve(pages: Record<string, FakePage>, options: { https?: boolean; islandAssets?: IslandAssets | null } = {}) {
  const calls: string[] = [];
  /** The Content-Security-Policy request header each call to Next carried (Next reads its nonce there). */
  const policies: (string | undefined)[] = [];
  const cache = new PageCache(100);
  const handler = createFrontHandler({ cache, next: fakeNext(pages, calls, policies), onError: () => undefined, trustProxy: () => false, ...options });
  const port = await listenForTest(handler);
  const base = `http://127.0.0.1:${port}`;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
  const untilCached = async (path: string) => {
    for (let i = 0; i < 50 && !cache.get(`127.0.0.1:${port}\n${path}`); i += 1) await new Promise((r) => setTimeout(r, 10));
  };
  return { calls, policies, cache, get, untilCached, port };
}

describe('front handler', () => {
  it('never serves a page cached for one Host port to another port of the same name', async () => {
    const { calls, get, untilCached, port } = await serve({ '/fr/page': { cacheable: true } });
    await get('/fr/page');
    await untilCached('/fr/page');
    expect((await get('/fr/page')).headers.get('x-webbox-cache')).toBe('HIT');
    // fetch() will not send a Host of our choosing; a plain request will.
    const other = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/fr/page', headers: { host: '127.0.0.1:6666' } }, resolve).on('error', reject);
    });
    other.resume();
    expect(other.headers['x-webbox-cache']).toBe('MISS');
    expect(calls).toHaveLength(2);
  });

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

  it('sends the same security headers on a cache hit as on the render that filled it', async () => {
    const { get, untilCached } = await serve({ '/fr/page': { cacheable: true } });
    const miss = await get('/fr/page');
    await untilCached('/fr/page');
    const hit = await get('/fr/page');
    expect([miss.headers.get('x-webbox-cache'), hit.headers.get('x-webbox-cache')]).toEqual(['MISS', 'HIT']);
    for (const { key, value } of SECURITY_HEADERS) {
      expect(miss.headers.get(key), `${key} on a miss`).toBe(value);
      expect(hit.headers.get(key), `${key} on a hit`).toBe(value);
    }
    const notModified = await get('/fr/page', { 'if-none-match': hit.headers.get('etag') ?? '' });
    expect(notModified.headers.get('x-frame-options')).toBe('SAMEORIGIN');
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

  it('caches a page Next rendered as Next wrote it, in every compressed variant', async () => {
    const { get, untilCached, cache, port } = await serve({ '/fr/plain': { cacheable: true, islands: 'none', html: capturedPage } });
    const first = await get('/fr/plain', { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding');
    // Nothing is taken out of Next's HTML any more: public pages are our renderer's.
    expect(await first.text()).toBe(capturedPage);

    await untilCached('/fr/plain');
    const entry = cache.get(`127.0.0.1:${port}\n/fr/plain`);
    expect(entry?.body.toString('utf8')).toBe(capturedPage);
    expect(gunzipSync(entry?.gzip ?? Buffer.alloc(0)).toString('utf8')).toBe(capturedPage);
    const hit = await get('/fr/plain', { 'accept-encoding': 'br' });
    expect(hit.headers.get('x-webbox-cache')).toBe('HIT');
    expect(await hit.text()).toBe(capturedPage);
  });

  it('compresses pages bypassing the cache (query, session) itself and stores none of them', async () => {
    const { get, cache } = await serve({ '/fr/plain?utm=1': { cacheable: true, islands: 'none', html: capturedPage } });
    const response = await get('/fr/plain?utm=1', { 'accept-encoding': 'br', cookie: 'better-auth.session_token=abc' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('x-webbox-cache')).toBeNull();
    expect(await response.text()).toBe(capturedPage);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(cache.size).toBe(0);
  });

  it('passes unreported pages and error answers through unchanged', async () => {
    const { get } = await serve({
      '/fr/unsure': { cacheable: true, html: capturedPage },
      '/fr/broken': { cacheable: false, islands: 'none', nextStatus: 500, html: capturedPage },
    });
    for (const page of ['/fr/unsure', '/fr/broken']) {
      const response = await get(page);
      expect(await response.text(), page).toBe(capturedPage);
    }
  });

  it('never holds the edit route, the account pages or client-side RSC fetches', async () => {
    const { get } = await serve({ '/fr/edit': { cacheable: false, islands: 'none', html: capturedPage } });
    expect(await (await get('/fr/edit')).text()).toBe(capturedPage);
    // Next gets the client's Accept-Encoding for these, so it compresses them itself.
    expect(await (await get('/fr/login/two-factor', { 'accept-encoding': 'gzip' })).text()).toContain('accept-encoding=gzip');
    expect(await (await get('/fr/page', { rsc: '1', 'accept-encoding': 'gzip' })).text()).toContain('accept-encoding=gzip');
    expect(await (await get('/fr/page', { 'accept-encoding': 'gzip' })).text()).toContain('accept-encoding=none');
  });
});

/** The sources of one directive of a policy header. */
function sources(policy: string | null, name: string): string[] {
  return (
    (policy ?? '')
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? []
  );
}

describe('front handler: content security policy and caching headers', () => {
  it("names every inline script of a held page by hash, and a cache hit carries the render's policy", async () => {
    const { get, untilCached, policies } = await serve({ '/fr/islands': { cacheable: true, islands: 'own', html: capturedPage } });
    const miss = await get('/fr/islands');
    await untilCached('/fr/islands');
    const hit = await get('/fr/islands');
    const policy = miss.headers.get('content-security-policy');
    const expected = inlineScriptHashes(capturedPage);
    expect(expected.length).toBeGreaterThan(1);
    expect(sources(policy, 'script-src')).toEqual(expect.arrayContaining(["'self'", ...expected]));
    expect(sources(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(sources(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(hit.headers.get('x-webbox-cache')).toBe('HIT');
    expect(hit.headers.get('content-security-policy')).toBe(policy);
    // Live pages are hashed, so Next is given no nonce to bake into a cached page.
    expect(policies).toEqual([undefined]);
  });

  it('gives streamed pages (edit, account) a fresh nonce, on the request for Next and on the response', async () => {
    const { get, policies } = await serve({});
    const first = await get('/fr/edit/home', { 'content-security-policy': "script-src 'nonce-chosen-by-client'" });
    const second = await get('/fr/account');
    const nonces = [first, second].map((response) =>
      sources(response.headers.get('content-security-policy'), 'script-src').find((s) => s.startsWith("'nonce-")),
    );
    expect(nonces[0]).toMatch(/^'nonce-[A-Za-z0-9+/=]{24}'$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    expect(policies).toEqual([first.headers.get('content-security-policy'), second.headers.get('content-security-policy')]);
    // A client cannot hand Next a nonce of its own choosing, not even on a live page.
    await get('/fr/page', { 'content-security-policy': "script-src 'nonce-chosen-by-client'" });
    expect(policies[2]).toBeUndefined();
  });

  it('sends Permissions-Policy always and HSTS only when the public origin is https', async () => {
    const plain = await (await serve({})).get('/fr/login');
    expect(plain.headers.get('permissions-policy')).toContain('camera=()');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await (await serve({ '/fr/page': { cacheable: true } }, { https: true })).get('/fr/page');
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
  });

  it('answers a signed-in browser with no-store, except for content-hashed public files', async () => {
    const { get } = await serve({ '/fr/page': { cacheable: true } });
    const session = { cookie: 'theme=dark; better-auth.session_token=abc' };
    expect((await get('/fr/page')).headers.get('cache-control')).toBe('private, max-age=60');
    expect((await get('/fr/page', session)).headers.get('cache-control')).toBe('no-store');
    expect((await get('/fr/edit/page', session)).headers.get('cache-control')).toBe('no-store');
    expect((await get('/api/v1/forms/inbox', session)).headers.get('cache-control')).toBe('no-store');
    expect((await get('/_next/static/chunks/a.js', session)).headers.get('cache-control')).toBe('private, max-age=60');
  });
});
