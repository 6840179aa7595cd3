/**
 * Where an uncached render spends its time. The page cache is off (PAGE_CACHE_MAX_ENTRIES=0), so
 * every request renders.
 *  1. Queries per render: the server runs at LOG_LEVEL=trace, which logs each SQL statement; one
 *     request per page after two warm-up requests, statements counted and grouped.
 *  2. Throughput: autocannon (10 connections) per page, at the normal log level.
 *  3. With `--cpu-prof`: the throughput run under V8's sampling profiler; the functions with the
 *     most self time are printed and the `.cpuprofile` is kept in bench/results/cpu (open it in
 *     Chrome DevTools).
 * Usage: npm run bench:render [-- --duration 10 --cpu-prof --next]; BENCH_DATABASE_URL=postgres://… for PostgreSQL.
 * `--next`: Next renders every page (LIVE_RENDERER=false), for the comparison with the live renderer.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startWebbox } from '../tests/support/start-webbox';
import { topSelfTime } from './support/cpu-profile';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, 'cpu-prof': { type: 'boolean', default: false }, next: { type: 'boolean', default: false } },
});
const duration = Number(values.duration);
const PAGES = ['/de', '/de/bausteine', '/de/search?q=brille', '/de/kontakt'];
const results = path.join(import.meta.dirname, 'results');
// BENCH_DATABASE_URL: measure on PostgreSQL (an empty database; the demo is seeded into it) instead of the embedded PGlite.
const serverEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  SEED_OWNER_PASSWORD: 'bench-owner-password',
  PAGE_CACHE_MAX_ENTRIES: '0',
  SEARCH_REQUESTS_PER_MINUTE: '100000',
  LIVE_RENDERER: values.next ? 'false' : 'true',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});

/**
 * Waits until the job worker has made the demo's image variants (its statements would otherwise be
 * counted as the render's): a second of log without a statement on the jobs table, 120 s at most.
 */
async function waitForIdleJobs(server: Awaited<ReturnType<typeof startWebbox>>): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const before = server.output().stdout.length;
    await new Promise((r) => setTimeout(r, 1000));
    if (!server.output().stdout.slice(before).includes('from \\"jobs\\"')) return;
  }
}

async function countQueries(): Promise<Record<string, { statements: number; distinct: number; repeated: string[] }>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-bench-render-'));
  const server = await startWebbox(serverEnv(dataDir), { logLevel: 'trace' });
  const counts: Record<string, { statements: number; distinct: number; repeated: string[] }> = {};
  try {
    await waitForIdleJobs(server);
    for (const page of PAGES) {
      for (let i = 0; i < 2; i += 1) await (await fetch(server.origin + page)).text();
      await new Promise((r) => setTimeout(r, 300));
      const before = server.output().stdout.length;
      await (await fetch(server.origin + page)).text();
      await new Promise((r) => setTimeout(r, 300));
      const statements = server
        .output()
        .stdout.slice(before)
        .split('\n')
        .filter((line) => line.includes('"msg":"db query"'))
        .map((line) => (JSON.parse(line) as { sql: string }).sql);
      const byText = new Map<string, number>();
      for (const sql of statements) byText.set(sql, (byText.get(sql) ?? 0) + 1);
      counts[page] = {
        statements: statements.length,
        distinct: byText.size,
        repeated: [...byText].filter(([, n]) => n > 1).map(([sql, n]) => `${n}× ${sql.slice(0, 120)}`),
      };
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return counts;
}

async function throughput(cpuProfile: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-bench-render-'));
  const profileDir = path.join(results, 'cpu');
  if (cpuProfile) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  const server = await startWebbox(
    { ...serverEnv(dataDir), LOG_LEVEL: 'warn' },
    { nodeArgs: cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
  );
  const pages: Record<string, { requestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number; non2xx: number }> = {};
  try {
    for (const page of PAGES) {
      for (let i = 0; i < 20; i += 1) await (await fetch(server.origin + page)).text();
      const result = await autocannon({ url: server.origin + page, connections: 10, duration, pipelining: 1 });
      pages[page] = {
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        non2xx: result.non2xx,
      };
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const profile = cpuProfile ? readdirSync(profileDir).find((file) => file.endsWith('.cpuprofile')) : undefined;
  return { pages, hottest: profile ? topSelfTime(JSON.parse(readFileSync(path.join(profileDir, profile), 'utf8')), 30) : undefined };
}

async function main() {
  const build = spawn('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  await new Promise((resolve) => build.on('exit', resolve));
  const queries = await countQueries();
  const { pages, hottest } = await throughput(values['cpu-prof']);
  const report = {
    date: new Date().toISOString(),
    renderer: values.next ? 'next' : 'live',
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
    durationSeconds: duration,
    queries,
    pages,
    hottest,
  };
  mkdirSync(results, { recursive: true });
  writeFileSync(path.join(results, 'render-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
}

await main();
