import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { createDomainRouting } from '../../src/server/runtime/domain-routing';
import { type NextHandler, createFrontHandler } from '../../src/server/runtime/front-handler';
import { PageCache } from '../../src/server/runtime/page-cache';
import { addSiteDomain } from '../../src/server/services/domains/add-site-domain';
import { checkSiteDomain } from '../../src/server/services/domains/check-site-domain';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { type RunningCaddy, startCaddy } from '../support/caddy';
import { PLATFORM, createPlatformSite, ownDomain, platformWithFakeDns } from './support/domains-world';

/**
 * TLS at the edge (issue 30): docs/deploy/Caddyfile as shipped, run by Debian's Caddy with its
 * placeholders set for a test (`tls internal`: no certificate authority is reachable here), in
 * front of the app's front handler. Caddy asks /internal/tls/allowed before it makes a
 * certificate: a verified domain gets one and the site, an unknown name no certificate at all.
 */
const { dns } = platformWithFakeDns();

/** Stands in for Next behind the real front handler: the name of the site the Host serves; the streams answer as the game's does. */
const bodiesSeen: string[] = [];
const openStreams = new Set<http.ServerResponse>();
const siteByHost: NextHandler = async (req, res) => {
  if (/^\/api\/v1\/games\/[^/]+\/events$/.test(req.url ?? '')) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write('event: ready\ndata: {}\n\n');
    // Held open, as a live stream is, until the client goes (or the test ends).
    openStreams.add(res);
    res.once('close', () => openStreams.delete(res));
    return;
  }
  let size = 0;
  try {
    for await (const chunk of req) size += (chunk as Buffer).length;
  } catch {
    // The proxy gave up on the body (too large): nothing reached the app.
    return;
  }
  if (size > 0) bodiesSeen.push(`${req.url} ${size}`);
  const site = await resolveSiteByHost(req.headers.host);
  res.writeHead(site ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(site ? `<h1>${site.name}</h1> via ${req.headers['x-forwarded-proto']}` : 'unknown host');
};

let caddy: RunningCaddy;
let app: http.Server;

beforeAll(async () => {
  const front = createFrontHandler({
    cache: new PageCache(10),
    next: siteByHost,
    onError: () => undefined,
    trustProxy: () => false,
    domainRouting: createDomainRouting({ PLATFORM_DOMAIN: PLATFORM.domain, TLS_ASK_ALLOWED_FROM: ['127.0.0.1', '::1'] }),
  });
  app = http.createServer((req, res) => void front(req, res));
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  caddy = await startCaddy(`127.0.0.1:${(app.address() as AddressInfo).port}`);
}, 60_000);

afterAll(async () => {
  for (const stream of openStreams) stream.end();
  await caddy?.stop();
  app?.closeAllConnections();
  await new Promise<void>((resolve) => (app ? app.close(() => resolve()) : resolve()));
});

type Answer = { status: number; body: string; altNames: string };

/** An https request through Caddy for `host` (SNI and Host), as a browser that resolved it to Caddy sends it. */
function through(host: string, pathname: string, options: { ca?: Buffer; method?: string; body?: Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: caddy.httpsPort,
        servername: host,
        path: pathname,
        method: options.method ?? 'GET',
        headers: { host },
        ...(options.ca ? { ca: options.ca } : { rejectUnauthorized: false }),
      },
      (res) => {
        const altNames = (res.socket as TLSSocket).getPeerCertificate().subjectaltname ?? '';
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), altNames }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

async function verifiedSite() {
  const site = await createPlatformSite('Optik Kante');
  const own = ownDomain();
  await addSiteDomain(getDb(), { siteId: site.id, host: own });
  dns().setRecords({ [own]: { cname: PLATFORM.domain } });
  await checkSiteDomain(getDb(), { siteId: site.id, host: own });
  return { site, own };
}

describe('Caddy in front of the app (docs/deploy/Caddyfile)', () => {
  it('gets a certificate for a verified own domain and a platform subdomain, and serves their site', async () => {
    const { site, own } = await verifiedSite();
    const first = await through(own, '/de');
    expect(first.status).toBe(200);
    expect(first.body).toBe('<h1>Optik Kante</h1> via https');
    expect(first.altNames).toContain(`DNS:${own}`);
    // The certificate chains to Caddy's own authority (the test's stand-in for Let's Encrypt).
    const root = readFileSync(path.join(caddy.dataDir, 'pki', 'authorities', 'local', 'root.crt'));
    expect((await through(own, '/de', { ca: root })).status).toBe(200);
    expect((await through(site.host, '/de', { ca: root })).body).toContain('Optik Kante');
    // The app's TLS question is Caddy's own: a visitor asking it through the proxy gets nothing.
    expect((await through(own, `/internal/tls/allowed?domain=${own}`)).status).toBe(404);
  });

  it('makes no certificate for an unknown or unverified name', async () => {
    const { site } = await verifiedSite();
    const pending = ownDomain();
    await addSiteDomain(getDb(), { siteId: site.id, host: pending });
    for (const name of [ownDomain(), pending, `niemand.${PLATFORM.domain}`]) {
      await expect(through(name, '/de'), name).rejects.toThrow(/alert|EPROTO|ECONNRESET|socket hang up/i);
    }
  });

  it('passes the game stream on as it is written, and stops an oversized body before the app', async () => {
    const { own } = await verifiedSite();
    const firstEvent = await new Promise<string>((resolve, reject) => {
      const req = https.request(
        { host: '127.0.0.1', port: caddy.httpsPort, servername: own, path: '/api/v1/games/g1/events', headers: { host: own }, rejectUnauthorized: false },
        (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve(chunk.toString('utf8'));
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(firstEvent).toContain('event: ready');

    const tooLarge = await through(own, '/api/v1/data', { method: 'POST', body: Buffer.alloc(3 * 1024 * 1024, 'a') });
    expect(tooLarge.status).toBeGreaterThanOrEqual(400);
    expect(bodiesSeen.filter((seen) => seen.startsWith('/api/v1/data') && seen.endsWith(String(3 * 1024 * 1024)))).toEqual([]);
  });
});
