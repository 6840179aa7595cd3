/**
 * Search under a flood: 50 connections search the demo site for 10 s while 5 others fetch the
 * cached home; reports both. Run once with the search limit out of the way (what the result cache
 * gives) and once with the default limit (what one flooding address gets).
 * Usage: npx tsx bench/search.ts [-- --duration 10 --connections 50]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { spawnBenchServer, waitForOk } from './support/bench-server';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
const PORT = 3312;
const base = `http://localhost:${PORT}`;

const summary = (result: autocannon.Result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count])),
});

async function flood(searchLimit: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-bench-search-'));
  let webbox: ChildProcess | undefined;
  try {
    webbox = spawnBenchServer({ port: PORT, dataDir, env: { SEARCH_REQUESTS_PER_MINUTE: searchLimit } });
    await waitForOk(`${base}/api/v1/health`);
    for (let i = 0; i < 50 && (await fetch(`${base}/de`)).headers.get('x-webbox-cache') !== 'HIT'; i += 1) await new Promise((r) => setTimeout(r, 100));
    const [search, home] = await Promise.all([
      autocannon({ url: `${base}/de/search?q=brille`, connections, duration }),
      autocannon({ url: `${base}/de`, connections: 5, duration }),
    ]);
    return { search: summary(search), cachedHomeDuringFlood: summary(home) };
  } finally {
    webbox?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const build = spawn('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
await new Promise((resolve) => build.on('exit', resolve));
const report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, node ${process.version}`,
  settings: { duration, connections },
  cacheOnly: await flood('100000'),
  defaultLimit: await flood('30'),
};
console.log(JSON.stringify(report, null, 2));
