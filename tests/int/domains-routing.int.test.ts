import http from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { sites } from '../../src/server/db/schema';
import { compileTrust } from '../../src/server/platform/client-address';
import { reportRender } from '../../src/server/platform/render-report';
import { REQUEST_ID_HEADER } from '../../src/server/platform/request-headers';
import { siteOrigin } from '../../src/server/platform/site-origin';
import { addSiteDomain } from '../../src/server/services/domains/add-site-domain';
import { checkSiteDomain } from '../../src/server/services/domains/check-site-domain';
import { makeDomainPrimary } from '../../src/server/services/domains/make-domain-primary';
import { createDomainRouting } from '../../src/server/runtime/domain-routing';
import { type NextHandler, createFrontHandler } from '../../src/server/runtime/front-handler';
import { PageCache } from '../../src/server/runtime/page-cache';
import { listenForTest } from '../../src/server/runtime/testing';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadPageRequest } from '../../src/server/services/rendering/load-page-request';
import { pageMetadata } from '../../src/server/services/rendering/page-metadata';
import { sitemapResponse } from '../../src/server/services/seo/site-seo-files';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { PLATFORM, createPlatformSite, ownDomain, platformWithFakeDns } from './support/domains-world';
import { createTestPage, createTestSite } from './support/fixtures';

const { dns } = platformWithFakeDns();

/** Stands in for Next: answers every request with a page naming host and path, cacheable (under an unrelated site's tag, so no invalidation removes it). */
const fakeNext: NextHandler = async (req, res) => {
  reportRender(String(req.headers[REQUEST_ID_HEADER]), { cacheable: true, tags: ['site:unrelated'], locale: 'de', unlockCookie: null, islands: 'none' });
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<html><body>page of ${req.headers.host}${req.url}</body></html>`);
};

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function request(port: number, host: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: { host, ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function frontHandler(options: { tlsAskAllowedFrom?: string[]; trustProxy?: string[] } = {}) {
  const cache = new PageCache(100);
  const handler = createFrontHandler({
    cache,
    next: fakeNext,
    onError: (error) => {
      throw error;
    },
    trustProxy: compileTrust(options.trustProxy ? { kind: 'addresses', addresses: options.trustProxy } : { kind: 'none' }),
    domainRouting: createDomainRouting({ PLATFORM_DOMAIN: PLATFORM.domain, TLS_ASK_ALLOWED_FROM: options.tlsAskAllowedFrom ?? ['127.0.0.1', '::1'] }),
  });
  return { cache, port: await listenForTest(handler) };
}

/** A platform site with a verified own domain (CNAME to the platform host). */
async function siteWithOwnDomain() {
  const site = await createPlatformSite();
  const own = ownDomain();
  await addSiteDomain(getDb(), { siteId: site.id, host: own });
  dns().setRecords({ [own]: { cname: PLATFORM.domain } });
  await checkSiteDomain(getDb(), { siteId: site.id, host: own });
  return { site, own };
}

async function untilCached(cache: PageCache, key: string) {
  for (let i = 0; i < 100 && !cache.get(key); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the platform subdomain once an own domain is primary', () => {
  it('answers page requests 308 to the same path on the primary domain, even with its old page in the cache', async () => {
    const { site, own } = await siteWithOwnDomain();
    const { cache, port } = await frontHandler();
    // Before: the platform subdomain serves the page (and the cache keeps it).
    const before = await request(port, site.host, '/de/angebot');
    expect(before.status).toBe(200);
    expect(before.body).toContain(`page of ${site.host}/de/angebot`);
    await untilCached(cache, PageCache.key(site.host, '/de/angebot'));
    expect((await request(port, site.host, '/de/angebot')).headers['x-webbox-cache']).toBe('HIT');

    await makeDomainPrimary(getDb(), { siteId: site.id, host: own });
    for (const path of ['/de/angebot', '/de/angebot?ref=flyer', '/fr', '/', '/de/editorial']) {
      const moved = await request(port, site.host, path);
      expect(moved.status, path).toBe(308);
      expect(moved.headers.location, path).toBe(`${siteOrigin(own)}${path}`);
      expect(moved.headers['x-webbox-cache']).toBeUndefined();
    }
    expect((await request(port, site.host, '/de/angebot', { method: 'HEAD' })).status).toBe(308);
    // The editor and its sign-in stay on the platform subdomain: a way back should the own domain fail.
    for (const path of ['/de/edit', '/de/edit/angebot?toolbar=1', '/fr/login?next=%2Ffr%2Fedit'])
      expect((await request(port, site.host, path)).status, path).toBe(200);
    // The new primary domain serves the pages itself.
    const there = await request(port, own, '/de/angebot');
    expect(there.status).toBe(200);
    expect(there.body).toContain(`page of ${own}/de/angebot`);
  });

  it('leaves the API, media, scripts, islands and form posts on the platform subdomain alone', async () => {
    const { site, own } = await siteWithOwnDomain();
    await makeDomainPrimary(getDb(), { siteId: site.id, host: own });
    const { port } = await frontHandler();
    for (const path of ['/api/v1/health', '/media/abc/image.webp', '/_next/static/chunk.js', '/_islands/runtime.js', '/sitemap.xml', '/robots.txt']) {
      expect((await request(port, site.host, path)).status, path).toBe(200);
    }
    expect((await request(port, site.host, '/de/kontakt', { method: 'POST' })).status).toBe(200);
  });

  it('keeps serving the platform subdomain while it is the primary domain, and never redirects a site without one', async () => {
    const { site, own } = await siteWithOwnDomain();
    const { port } = await frontHandler();
    expect((await request(port, site.host, '/de')).status).toBe(200);
    // A site on an operator host (like the demo on localhost) with a verified own domain made primary.
    const operatorSite = await createTestSite();
    const operatorOwn = ownDomain();
    await addSiteDomain(getDb(), { siteId: operatorSite.id, host: operatorOwn });
    dns().setRecords({ [operatorOwn]: { cname: PLATFORM.domain } });
    await checkSiteDomain(getDb(), { siteId: operatorSite.id, host: operatorOwn });
    await makeDomainPrimary(getDb(), { siteId: operatorSite.id, host: operatorOwn });
    expect((await request(port, operatorSite.host, '/de')).status).toBe(200);
    expect((await request(port, own, '/de')).status).toBe(200);
  });
});

describe('absolute URLs after a primary change', () => {
  it('builds canonical, hreflang and the sitemap on the new primary domain, whichever host is asked', async () => {
    const { site, own } = await siteWithOwnDomain();
    const page = await createTestPage(site.id, { slug: { de: 'angebot', fr: 'offre' } });
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });
    const sitemapOf = async (host: string) => (await sitemapResponse(getDb(), host)).text();
    expect(await sitemapOf(site.host)).toContain(`<loc>${siteOrigin(site.host)}/de/angebot</loc>`);

    await makeDomainPrimary(getDb(), { siteId: site.id, host: own });
    for (const host of [site.host, own]) {
      const xml = await sitemapOf(host);
      expect(xml).toContain(`<loc>${siteOrigin(own)}/de/angebot</loc>`);
      expect(xml).toMatch(new RegExp(`hreflang="fr" href="${siteOrigin(own).replace(/[.:/]/g, '\\$&')}/fr/offre"`));
      expect(xml).not.toContain(site.host);
    }
    const context = await resolveSiteByHost(own);
    if (!context) throw new Error('own domain not resolved');
    const loaded = await loadPageRequest(getDb(), { site: context, locale: 'de', segments: ['angebot'] });
    if (loaded.kind !== 'page') throw new Error('page not found');
    const metadata = pageMetadata({ ...loaded, kind: 'page', site: context, blockData: {}, user: null, unlockCookie: null });
    expect(String(metadata.metadataBase)).toBe(`${siteOrigin(own)}/`);
    expect(metadata.alternates?.canonical).toBe('/de/angebot');
  });
});

describe('GET /internal/tls/allowed (the TLS proxy asks before getting a certificate)', () => {
  const ask = (port: number, domain: string, headers: Record<string, string> = {}) =>
    request(port, 'localhost', `/internal/tls/allowed?domain=${encodeURIComponent(domain)}`, { headers });

  it('allows verified domains of any kind, platform subdomains and the platform host, nothing else', async () => {
    const { site, own } = await siteWithOwnDomain();
    const pending = ownDomain();
    await addSiteDomain(getDb(), { siteId: site.id, host: pending });
    const operatorSite = await createTestSite();
    const { port } = await frontHandler();
    for (const allowed of [own, site.host, operatorSite.host, PLATFORM.domain, own.toUpperCase()]) {
      const answer = await ask(port, allowed);
      expect(answer.status, allowed).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    for (const refused of [pending, ownDomain(), `unbekannt.${PLATFORM.domain}`, `${own}:443`, 'nicht-da.example']) {
      expect((await ask(port, refused)).status, refused).toBe(404);
    }
    // A deleted site's hosts answer as unknown ones until the purge: no certificate for them either.
    await getDb().update(sites).set({ deletedAt: new Date() }).where(eq(sites.id, site.id));
    for (const refused of [own, site.host]) expect((await ask(port, refused)).status, refused).toBe(404);
    await getDb().update(sites).set({ deletedAt: null }).where(eq(sites.id, site.id));
    expect((await ask(port, own)).status).toBe(200);
    expect((await request(port, 'localhost', '/internal/tls/allowed')).status).toBe(400);
    expect((await request(port, 'localhost', `/internal/tls/allowed?domain=${own}`, { method: 'POST' })).status).toBe(405);
  });

  it('answers 403 to every address outside TLS_ASK_ALLOWED_FROM, also through a trusted proxy', async () => {
    const { own } = await siteWithOwnDomain();
    const elsewhere = await frontHandler({ tlsAskAllowedFrom: ['10.1.2.3'] });
    expect((await ask(elsewhere.port, own)).status).toBe(403);
    // A client claiming the allowed address is not believed without a trusted proxy…
    expect((await ask(elsewhere.port, own, { 'x-forwarded-for': '10.1.2.3' })).status).toBe(403);
    // …and behind one, the address the proxy saw decides.
    const proxied = await frontHandler({ tlsAskAllowedFrom: ['127.0.0.1'], trustProxy: ['loopback'] });
    expect((await ask(proxied.port, own, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(403);
    expect((await ask(proxied.port, own)).status).toBe(200);
  });
});
