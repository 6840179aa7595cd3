/**
 * Page throughput: the cached demo home served by Webbox vs a bare Node http server answering
 * the same bytes from memory, measured in one run with autocannon on this machine.
 * Usage: npm run bench [-- --duration 10 --connections 50]
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { spawnBenchServer, waitForOk } from './support/bench-server';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
const WEBBOX_PORT = 3310;
const BARE_PORT = 3311;

function run(url: string) {
  return autocannon({ url, connections, duration, pipelining: 1 });
}

function summary(result: autocannon.Result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  const build = spawn('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  await new Promise((resolve) => build.on('exit', resolve));

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-bench-'));
  let webbox: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  try {
    webbox = spawnBenchServer({ port: WEBBOX_PORT, dataDir });
    const pageUrl = `http://localhost:${WEBBOX_PORT}/de`;
    await waitForOk(`http://localhost:${WEBBOX_PORT}/api/v1/health`);
    // Warm the cache: the first render is stored once compressed.
    for (let i = 0; i < 50; i += 1) {
      const response = await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } });
      await response.arrayBuffer();
      if (response.headers.get('x-webbox-cache') === 'HIT') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const cached = await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } });
    if (cached.headers.get('x-webbox-cache') !== 'HIT') throw new Error('the demo home was not served from cache');
    const body = Buffer.from(await cached.arrayBuffer());
    const bodyFile = path.join(dataDir, 'home.html');
    writeFileSync(bodyFile, body);

    const webboxResult = summary(await run(pageUrl));

    bare = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [bodyFile, String(BARE_PORT), cached.headers.get('content-type') ?? 'text/html'], {
      stdio: 'inherit',
    });
    await new Promise((resolve) => bare?.once('message', resolve));
    const bareResult = summary(await run(`http://127.0.0.1:${BARE_PORT}/`));

    const report = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
      settings: { duration, connections, bodyBytes: body.length },
      webboxCachedHome: webboxResult,
      bareNodeSameBytes: bareResult,
      ratio: Number((webboxResult.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2)),
    };
    mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    writeFileSync(path.join(import.meta.dirname, 'results', 'throughput-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    webbox?.kill('SIGTERM');
    bare?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
