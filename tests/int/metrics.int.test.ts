import http from 'node:http';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { eq } from 'drizzle-orm';
import { media } from '../../src/server/db/schema';
import { compileTrust } from '../../src/server/platform/client-address';
import { createLogger } from '../../src/server/platform/logger';
import { reportRender } from '../../src/server/platform/render-report';
import { REQUEST_ID_HEADER } from '../../src/server/platform/request-headers';
import { type NextHandler, createFrontHandler } from '../../src/server/runtime/front-handler';
import { createMetricsEndpoint } from '../../src/server/runtime/metrics-endpoint';
import { PageCache } from '../../src/server/runtime/page-cache';
import { listenForTest } from '../../src/server/runtime/testing';
import { forgetStorageGauge, installDatabaseGauges } from '../../src/server/services/metrics/database-gauges';
import { createTestSite } from './support/fixtures';

const LARGEST_SITE_BYTES = 2_000_000_000;

const TOKEN = 'metrics-token-long-enough-1234';

/** Stands in for Next: public pages are cacheable, `/api/v1/boom` fails, the rest is a plain answer. */
const fakeNext: NextHandler = async (req, res) => {
  if (req.url === '/api/v1/boom') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end('{}');
    return;
  }
  reportRender(String(req.headers[REQUEST_ID_HEADER]), { cacheable: true, tags: ['site:metrics-test'], locale: 'de', unlockCookie: null, islands: 'none' });
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<html><body>${req.url}</body></html>`);
};

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function request(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers: { host: 'metrics-test.example', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The value of the sample `name` whose labels include `labels` (0 when there is none yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

async function frontHandler(options: { searchOver?: boolean } = {}) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const cache = new PageCache(100);
  // The test's requests come from 127.0.0.1, which is trusted as a proxy: X-Forwarded-For names the client.
  const trustProxy = compileTrust({ kind: 'addresses', addresses: ['loopback'] });
  installDatabaseGauges({ topSites: 5, pageCacheEntries: () => cache.size });
  const handler = createFrontHandler({
    cache,
    next: fakeNext,
    onError: (error) => {
      throw error;
    },
    trustProxy,
    logger: createLogger('info', destination),
    metricsEndpoint: createMetricsEndpoint({ token: TOKEN, trustProxy }),
    searchLimit: { take: async () => !options.searchOver, isOver: async () => options.searchOver === true },
  });
  return { port: await listenForTest(handler), lines };
}

const scrape = async (port: number) => {
  const answer = await request(port, '/metrics');
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('GET /metrics', () => {
  it('counts requests by kind and status with latency, page-cache hits and misses, and renders', async () => {
    const { port } = await frontHandler();
    const before = await scrape(port);
    const page = { kind: 'page', method: 'GET', status: '200' };
    expect((await request(port, '/de/metrics-probe')).headers['x-webbox-cache']).toBe('MISS');
    for (let i = 0; i < 100 && (await request(port, '/de/metrics-probe')).headers['x-webbox-cache'] !== 'HIT'; i += 1);
    expect((await request(port, '/api/v1/boom')).status).toBe(500);
    const after = await scrape(port);

    expect(sample(after, 'webbox_http_requests_total', page) - sample(before, 'webbox_http_requests_total', page)).toBeGreaterThanOrEqual(2);
    const boom = { kind: 'api', method: 'GET', status: '500' };
    expect(sample(after, 'webbox_http_requests_total', boom) - sample(before, 'webbox_http_requests_total', boom)).toBe(1);
    const latency = { kind: 'page', status: '200' };
    expect(sample(after, 'webbox_http_request_duration_seconds_count', latency)).toBeGreaterThan(
      sample(before, 'webbox_http_request_duration_seconds_count', latency),
    );
    expect(sample(after, 'webbox_http_request_duration_seconds_bucket', { ...latency, le: '+Inf' })).toBe(
      sample(after, 'webbox_http_request_duration_seconds_count', latency),
    );
    expect(sample(after, 'webbox_page_cache_requests_total', { result: 'miss' })).toBeGreaterThan(
      sample(before, 'webbox_page_cache_requests_total', { result: 'miss' }),
    );
    expect(sample(after, 'webbox_page_cache_requests_total', { result: 'hit' })).toBeGreaterThan(
      sample(before, 'webbox_page_cache_requests_total', { result: 'hit' }),
    );
    const render = { renderer: 'next', outcome: 'ok' };
    expect(sample(after, 'webbox_page_render_duration_seconds_count', render)).toBeGreaterThan(
      sample(before, 'webbox_page_render_duration_seconds_count', render),
    );
    expect(sample(after, 'webbox_page_cache_entries')).toBeGreaterThanOrEqual(1);
  });

  it('reports database query time, pool, outbox and job backlogs, storage per site and the process memory', async () => {
    const { port } = await frontHandler();
    const site = await createTestSite();
    await getDb()
      .insert(media)
      .values({
        siteId: site.id,
        mediaType: 'image',
        mimeType: 'image/png',
        objectKey: `${site.id}/a.png`,
        originalFilename: 'a.png',
        extension: 'png',
        // Larger than every other site's media in a shared database, so it is among the top sites listed.
        fileSize: LARGEST_SITE_BYTES,
      });
    forgetStorageGauge();
    const text = await scrape(port);
    expect(sample(text, 'webbox_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    expect(text).toMatch(/^webbox_db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^webbox_outbox_messages\{status="pending"\} \d+$/m);
    expect(text).toMatch(/^webbox_outbox_messages\{status="failed"\} \d+$/m);
    expect(text).toMatch(/^webbox_jobs\{state="due"\} \d+$/m);
    expect(text).toContain('# TYPE webbox_worker_failures_total counter');
    expect(text).toContain('# TYPE webbox_sse_connections gauge');
    expect(sample(text, 'webbox_site_storage_bytes', { site: site.id })).toBe(LARGEST_SITE_BYTES);
    expect(sample(text, 'webbox_storage_bytes')).toBeGreaterThanOrEqual(LARGEST_SITE_BYTES);
    expect(sample(text, 'webbox_process_resident_memory_bytes')).toBeGreaterThan(0);
    // Gone again, so that the next run's site is the largest in a database that outlives the run.
    await getDb().delete(media).where(eq(media.siteId, site.id));
  });

  it('counts rate-limit refusals', async () => {
    const { port } = await frontHandler({ searchOver: true });
    const before = sample(await scrape(port), 'webbox_rate_limit_refusals_total', { limit: 'search' });
    expect((await request(port, '/de/suche?q=brille')).status).toBe(429);
    expect(sample(await scrape(port), 'webbox_rate_limit_refusals_total', { limit: 'search' })).toBe(before + 1);
  });

  it('is refused to a client outside the internal network without the token, and served with it', async () => {
    const { port } = await frontHandler();
    const outside = { 'x-forwarded-for': '203.0.113.9' };
    const refused = await request(port, '/metrics', outside);
    expect(refused.status).toBe(401);
    expect(refused.body).not.toContain('webbox_');
    expect((await request(port, '/metrics', { ...outside, authorization: 'Bearer wrong-token-of-some-length' })).status).toBe(401);
    const allowed = await request(port, '/metrics', { ...outside, authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['content-type']).toContain('text/plain');
    expect(allowed.body).toContain('webbox_http_requests_total');
    // From a private address behind the trusted proxy: no token needed.
    expect((await request(port, '/metrics', { 'x-forwarded-for': '10.1.2.3' })).status).toBe(200);
  });

  it('does not take a proxy it does not trust for the internal network', async () => {
    const trustProxy = compileTrust({ kind: 'none' });
    const port = await listenForTest(
      createFrontHandler({
        cache: new PageCache(0),
        next: fakeNext,
        onError: () => undefined,
        trustProxy,
        metricsEndpoint: createMetricsEndpoint({ trustProxy }),
      }),
    );
    // A proxy on the same host forwards a visitor: the peer is loopback, the visitor is not.
    expect((await request(port, '/metrics', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    expect((await request(port, '/metrics')).status).toBe(200);
  });
});

describe('X-Request-Id', () => {
  it('is on every answer and in the request log line, generated or taken from a trusted proxy', async () => {
    const { port, lines } = await frontHandler();
    const generated = await request(port, '/de/request-id-probe');
    const id = String(generated.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const fromProxy = await request(port, '/api/v1/boom', { 'x-request-id': 'proxy-abc-12345678' });
    expect(fromProxy.headers['x-request-id']).toBe('proxy-abc-12345678');
    const insane = await request(port, '/de/request-id-probe', { 'x-request-id': 'bad id\twith spaces' });
    expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const line = lines.find((entry) => entry.msg === 'request' && entry.reqId === id);
    expect(line).toMatchObject({ kind: 'page', method: 'GET', path: '/de/request-id-probe', status: 200 });
    expect(lines.find((entry) => entry.msg === 'request' && entry.reqId === 'proxy-abc-12345678')).toMatchObject({ kind: 'api', status: 500 });
  });

  it('is not taken from a client that is not a trusted proxy', async () => {
    const port = await listenForTest(
      createFrontHandler({ cache: new PageCache(0), next: fakeNext, onError: () => undefined, trustProxy: compileTrust({ kind: 'none' }) }),
    );
    const answer = await request(port, '/de/x', { 'x-request-id': 'forged-by-client-123' });
    expect(answer.headers['x-request-id']).not.toBe('forged-by-client-123');
  });
});
