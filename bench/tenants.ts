/**
 * Many tenants: seeds 1, 100, 1,000 and 10,000 sites on PostgreSQL (a dedicated database, made
 * anew), and after each size restarts the compiled server and measures: start → ready and → first
 * page, an uncached `/de` of a site already seen (memos warm) and of a cold site, a cached `/de`, a search, sign-in, publish → the
 * visitor sees it, and the process's memory after touching 2,000 random sites.
 * Usage: npm run bench:tenants [-- --sizes 1,100,1000,10000] (BENCH_POSTGRES_URL: the server to use).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3711);
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'webbox_bench_tenants';
const DATABASE_URL = `${ADMIN_URL.replace(/\/[^/]*$/, '')}/${DB_NAME}`;
const arg = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const SIZES = (process.argv.includes('--sizes') ? (arg('--sizes') ?? '') : '1,100,1000,10000').split(',').map(Number);
const TOUCH = 2_000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-tenants-'));
Object.assign(process.env, { DATABASE_URL, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false' });

// After the environment: the seeding uses the server's own services and configuration.
const { installDatabase, openDatabase, getDb } = await import('../src/server/db/client');
const { runMigrations } = await import('../src/server/db/migrate');
const seed = await import('./support/tenant-seed');
const { saveFieldText } = await import('../tests/int/support/save-field-text');

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
type Answer = { status: number; body: string; ms: number; cookies: string[] };

function request(host: string, urlPath: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, path: urlPath, method: options.method ?? 'GET', agent, headers: { host: `${host}:${PORT}`, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
            cookies: (res.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? ''),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const random = (size: number) => Math.floor(Math.random() * size);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: Math.round(at(0.5) * 10) / 10, p90: Math.round(at(0.9) * 10) / 10, n: values.length };
}

async function expectOk(answer: Promise<Answer>, what: string): Promise<Answer> {
  const done = await answer;
  if (done.status >= 400) throw new Error(`${what}: ${done.status} ${done.body.slice(0, 200)}`);
  return done;
}

function rssMb(pid: number): number {
  const line =
    readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:')) ?? '';
  return Math.round(Number(line.replace(/\D/g, '')) / 1024);
}

function startServer(): ChildProcess {
  return spawn(process.execPath, ['dist/current/server/main.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      // Searches and sign-ins come from one address here: the limits would measure themselves.
      SEARCH_REQUESTS_PER_MINUTE: '100000',
      SIGN_IN_ATTEMPTS_PER_MINUTE: '10000',
    },
  });
}

async function until(check: () => Promise<boolean>, what: string, limitMs = 120_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(20);
  }
  throw new Error(`${what}: not within ${limitMs} ms`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Signs the owner of site `index` in through the login form; the session cookies. */
async function signIn(index: number): Promise<{ cookies: string; ms: number }> {
  const host = seed.siteHost(index);
  const body = new URLSearchParams({ email: seed.ownerEmail(index), password: seed.TEMPLATE.password, locale: 'de', next: '/de' }).toString();
  const answer = await request(host, '/api/v1/sign-in/form', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}:${PORT}` },
  });
  if (answer.status !== 303 || answer.cookies.length === 0) throw new Error(`sign-in: ${answer.status}`);
  return { cookies: answer.cookies.join('; '), ms: answer.ms };
}

/** Changes the offer page's hero title in the draft, publishes it over the API, and waits until a visitor's `/de/angebot` shows it. */
async function publishLatency(index: number, cookies: string, run: number): Promise<number> {
  const host = seed.siteHost(index);
  await expectOk(request(host, `/de/${seed.OFFER_SLUG}`), 'offer page'); // cached before the change
  const db = getDb();
  const { rows } = (await db.execute(sql`
    select f.id as field_id, p.id as page_id, p.site_id from fields f join groups g on g.id = f.group_id join pages p on p.id = g.page_id
    join site_domains d on d.site_id = p.site_id
    where d.host = ${host} and f.slot = 'title' and g.component_type = 'hero' and p.special_key is null`)) as unknown as {
    rows: { field_id: string; page_id: string; site_id: string }[];
  };
  const target = rows[0];
  if (!target) throw new Error(`no offer page on ${host}`);
  const text = `Neu im Angebot ${run}-${Date.now()}`;
  await saveFieldText(db, { siteId: target.site_id, fieldId: target.field_id, values: { de: text, fr: `Nouveau ${run}` } });
  const started = performance.now();
  await expectOk(
    request(host, '/api/v1/page/publish', {
      method: 'POST',
      body: JSON.stringify({ id: target.page_id }),
      headers: { 'content-type': 'application/json', cookie: cookies, origin: `http://${host}:${PORT}` },
    }),
    'publish',
  );
  await until(async () => (await request(host, `/de/${seed.OFFER_SLUG}`)).body.includes(text), 'published text', 10_000);
  return performance.now() - started;
}

async function measure(size: number) {
  const startedAt = performance.now();
  const child = startServer();
  try {
    return await measureRunning(size, child, startedAt);
  } finally {
    if (child.exitCode === null) await stopServer(child);
  }
}

const step = (what: string) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${what}`);

async function measureRunning(size: number, child: ChildProcess, startedAt: number) {
  const anyHost = seed.siteHost(0);
  await until(async () => (await request(anyHost, '/api/v1/health')).status === 200, 'ready');
  const readyMs = performance.now() - startedAt;
  step('ready');
  await expectOk(request(seed.siteHost(random(size)), '/de'), 'first page');
  const firstPageMs = performance.now() - startedAt;
  // Uncached: `form` keeps a URL out of the page cache (page-cache-key.ts); an unknown value renders the plain page.
  // A cold site: the first request to a random site since the start (its per-site memos read from
  // the database). With one site that is only the first page, so it is measured from 100 sites on.
  const seen = new Set<number>();
  const coldSite: number[] = [];
  if (size > 1) {
    for (let i = 0; i < 60; i += 1) {
      let index = random(size);
      while (seen.has(index)) index = random(size);
      seen.add(index);
      coldSite.push((await expectOk(request(seed.siteHost(index), `/de?form=c${i}`), 'cold site /de')).ms);
    }
  }
  // A warm site, page not cached: the render every uncached request pays once its site has been
  // seen (memos warm) — like for like across sizes, the request cost the goal compares.
  const uncached: number[] = [];
  const warmSites = size > 1 ? [...seen] : [0];
  for (let i = 0; i < 60; i += 1) {
    const index = warmSites[i % warmSites.length] ?? 0;
    uncached.push((await expectOk(request(seed.siteHost(index), `/de?form=b${i}`), 'uncached /de')).ms);
  }
  step('uncached done');
  const warm = Array.from({ length: Math.min(size, 200) }, () => random(size));
  for (const index of warm) await expectOk(request(seed.siteHost(index), '/de'), 'warm /de');
  const cached: number[] = [];
  for (let i = 0; i < 300; i += 1) cached.push((await expectOk(request(seed.siteHost(warm[i % warm.length] ?? 0), '/de'), 'cached /de')).ms);
  step('cached done');
  const words = ['angebot', 'kontakt', 'impressum', 'optik', 'datenschutz'];
  const search: number[] = [];
  for (let i = 0; i < 40; i += 1) search.push((await expectOk(request(seed.siteHost(random(size)), `/de/search?q=${words[i % words.length]}`), 'search')).ms);
  step('search done');
  const signIns: number[] = [];
  const publishes: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const index = random(size);
    const session = await signIn(index);
    signIns.push(session.ms);
    publishes.push(await publishLatency(index, session.cookies, i));
  }
  step('sign-in and publish done');
  const pid = child.pid ?? 0;
  const rssBefore = rssMb(pid);
  // 2,000 random sites (with fewer sites, their pages over and over), eight at a time.
  let touched = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (touched < TOUCH) {
        touched += 1;
        const index = random(size);
        await expectOk(request(seed.siteHost(index), touched % 3 === 0 ? `/fr` : '/de'), 'touch');
      }
    }),
  );
  const rssAfter = rssMb(pid);
  return {
    size,
    readyMs: Math.round(readyMs),
    firstPageMs: Math.round(firstPageMs),
    uncached: stats(uncached),
    coldSite: stats(coldSite),
    cached: stats(cached),
    search: stats(search),
    signIn: stats(signIns),
    publish: stats(publishes),
    rssBeforeTouchMb: rssBefore,
    rssAfterTouchMb: rssAfter,
  };
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: DATABASE_URL });
  await runMigrations(handle);
  installDatabase(handle);
  const results = [];
  try {
    const template = await seed.createTemplate(getDb());
    console.log(`template: ${template.map((t) => `${t.name} ${t.rows.length}`).join(', ')}`);
    let seeded = 1;
    for (const size of SIZES) {
      const started = performance.now();
      await seed.cloneTemplate(getDb(), template, { from: seeded, to: size });
      seeded = Math.max(seeded, size);
      // What autovacuum would do soon after such a load: planner statistics for the new row counts.
      await getDb().execute(sql`analyze`);
      console.log(`seeded ${size} sites (+${Math.round(performance.now() - started)} ms)`);
      const result = await measure(size);
      console.log(JSON.stringify(result));
      results.push(result);
      // After every size: a long run that stops early still leaves what it measured.
      mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
      writeFileSync(path.join(root, 'bench', 'results', 'tenants-latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    }
  } finally {
    await handle.close();
    agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    '\n| sites | start → ready | → first page | uncached /de p50 (p90) | cold site /de p50 (p90) | cached /de p50 (p90) | search p50 (p90) | sign-in p50 | publish → visible p50 (max of 8 ≈ p90) | RSS before → after 2,000 sites |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.size.toLocaleString('en')} | ${r.readyMs} ms | ${r.firstPageMs} ms | ${r.uncached.p50} (${r.uncached.p90}) ms | ${r.coldSite.n ? `${r.coldSite.p50} (${r.coldSite.p90}) ms` : '–'} | ${r.cached.p50} (${r.cached.p90}) ms | ${r.search.p50} (${r.search.p90}) ms | ${r.signIn.p50} ms | ${r.publish.p50} (${r.publish.p90}) ms | ${r.rssBeforeTouchMb} → ${r.rssAfterTouchMb} MB |`,
    );
  }
}

await main();
