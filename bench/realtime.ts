/**
 * Realtime fan-out: one game, N clients on its SSE stream, score updates POSTed one at a time;
 * latency is measured from just before each PUT to each client receiving that score, and server
 * memory per connection from the server's RSS before and after opening the connections.
 * Usage: npm run bench:realtime [-- --clients 200 --updates 50]
 * With DATABASE_URL set (an empty database), the server runs on Postgres with LISTEN/NOTIFY.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sseReader } from '../tests/support/sse';
import { startWebbox } from '../tests/support/start-webbox';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { clients: { type: 'string', default: '200' }, updates: { type: 'string', default: '50' } } });
const clients = Number(values.clients);
const updates = Number(values.updates);

/** Resident memory of a process in bytes (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

/** Median of a few samples a moment apart, as RSS moves with the garbage collector. */
async function settledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    await new Promise((r) => setTimeout(r, 400));
    samples.push(rssOf(pid));
  }
  return samples.sort((a, b) => a - b)[2]!;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 10) / 10;

async function main() {
  const build = spawn('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  await new Promise((resolve) => build.on('exit', resolve));

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-bench-rt-'));
  const server = await startWebbox({ DATA_DIR: dataDir, SEED_OWNER_PASSWORD: 'bench-owner-password', GAME_STREAMS_PER_ADDRESS: '1000', DATABASE_URL: process.env.DATABASE_URL ?? '' });
  const { origin } = server;
  const call = (pathname: string, method: string, body: unknown) =>
    fetch(`${origin}/api/v1${pathname}`, { method, headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const streams: Array<ReturnType<typeof sseReader>> = [];
  try {
    const created = (await (await call('/games', 'POST', {})).json()) as { data: { id: string } };
    const gameId = created.data.id;
    const playerId = randomUUID();
    const pageId = randomUUID();
    await call(`/games/${gameId}/players`, 'POST', { id: playerId, name: 'Bench' });
    // Warm the route (first requests compile and load modules) before measuring memory.
    for (let i = 0; i < 5; i += 1) {
      await call(`/games/${gameId}/scores`, 'PUT', { pageId, playerId, score: 1 });
      const warm = sseReader(await fetch(`${origin}/api/v1/games/${gameId}/events`));
      await warm.next(10_000);
      await warm.close();
    }

    const rssBefore = await settledRss(server.pid);
    const opened = Date.now();
    for (let i = 0; i < clients; i += 1) {
      const response = await fetch(`${origin}/api/v1/games/${gameId}/events`);
      if (response.status !== 200) throw new Error(`stream ${i}: HTTP ${response.status}`);
      streams.push(sseReader(response));
    }
    await Promise.all(streams.map((s) => s.next(30_000)));
    const openMs = Date.now() - opened;
    const rssAfter = await settledRss(server.pid);

    const latencies: number[] = [];
    const putTimes: number[] = [];
    // Per update: from the first client receiving it to the last (the fan-out itself).
    const spreads: number[] = [];
    for (let u = 0; u < updates; u += 1) {
      const score = (u % 98) + 2;
      const started = performance.now();
      const arrivals: number[] = [];
      const received = Promise.all(
        streams.map(async (stream) => {
          for (;;) {
            const message = await stream.next(10_000);
            if (message.event === 'score.upserted' && (JSON.parse(message.data) as { score: { score: number } }).score.score === score) {
              const at = performance.now();
              arrivals.push(at);
              latencies.push(at - started);
              return;
            }
          }
        }),
      );
      const response = await call(`/games/${gameId}/scores`, 'PUT', { pageId, playerId, score });
      putTimes.push(performance.now() - started);
      if (!response.ok) throw new Error(`PUT failed: ${response.status}`);
      await response.arrayBuffer();
      await received;
      spreads.push(Math.max(...arrivals) - Math.min(...arrivals));
    }
    spreads.sort((a, b) => a - b);
    latencies.sort((a, b) => a - b);
    putTimes.sort((a, b) => a - b);

    const report = {
      date: new Date().toISOString(),
      loadAverage: os.loadavg().map(round),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
      database: process.env.DATABASE_URL ? 'postgres (LISTEN/NOTIFY bus)' : 'pglite (in-process bus)',
      settings: { clients, updates, deliveries: latencies.length },
      openAllStreamsMs: openMs,
      fanOutLatencyMs: { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), max: round(latencies.at(-1)!) },
      firstToLastClientMs: { p50: round(percentile(spreads, 50)), p99: round(percentile(spreads, 99)) },
      putRoundTripMs: { p50: round(percentile(putTimes, 50)), p99: round(percentile(putTimes, 99)) },
      serverRss: { beforeMiB: round(rssBefore / 2 ** 20), afterMiB: round(rssAfter / 2 ** 20), perConnectionKiB: round((rssAfter - rssBefore) / clients / 1024) },
    };
    mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    writeFileSync(path.join(import.meta.dirname, 'results', 'realtime-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await Promise.all(streams.map((s) => s.close()));
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
