/**
 * Realtime fan-out: one game, N clients on its SSE stream spread over one or more server
 * instances, score updates PUT to the first instance one at a time; latency is measured from just
 * before each PUT to each client receiving that score. With several instances (PostgreSQL only),
 * the others learn of each score through the LISTEN/NOTIFY event bus.
 *
 * Memory per connection: the streams open in steps; after each step every instance runs a full
 * garbage collection (through its inspector) and reports `process.memoryUsage()`; the figure is
 * the least-squares slope of heap plus external memory over the connections that instance holds.
 * (Subtracting two RSS readings, as this bench did before, went negative whenever the collector ran
 * in between; RSS does not shrink back after a collection either, so it is only reported as totals.)
 *
 * Usage: npm run bench:realtime [-- --clients 1000 --updates 50 --instances 2]
 * With DATABASE_URL set (an empty database), the servers run on Postgres; more than one instance
 * needs it.
 */
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sseReader } from '../tests/support/sse';
import { type StartedWebbox, startWebbox } from '../tests/support/start-webbox';
import { type MemoryUsage, connectInspector, inspectorUrl, slope } from './support/inspector';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { clients: { type: 'string', default: '1000' }, updates: { type: 'string', default: '50' }, instances: { type: 'string', default: '1' } },
});
const clients = Number(values.clients);
const updates = Number(values.updates);
const instanceCount = Number(values.instances);
const databaseUrl = process.env.DATABASE_URL ?? '';
if (instanceCount > 1 && !databaseUrl) throw new Error('several instances share one game through PostgreSQL: set DATABASE_URL');
const MEMORY_STEPS = 4;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 10) / 10;
const kib = (bytes: number) => round(bytes / 1024);
const heapAndExternal = (m: MemoryUsage) => m.heapUsed + m.external;

type Instance = {
  server: StartedWebbox;
  dataDir: string;
  inspector: Awaited<ReturnType<typeof connectInspector>>;
  readings: { connections: number; memory: MemoryUsage }[];
};

async function startInstance(): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-bench-rt-'));
  const server = await startWebbox({
    DATA_DIR: dataDir,
    SEED_OWNER_PASSWORD: 'bench-owner-password',
    GAME_STREAMS_PER_ADDRESS: String(clients + 100),
    DATABASE_URL: databaseUrl,
    NODE_OPTIONS: '--inspect=127.0.0.1:0',
  });
  const inspector = await connectInspector(inspectorUrl(server.output().stderr));
  return { server, dataDir, inspector, readings: [] };
}

async function main() {
  const build = spawn('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  await new Promise((resolve) => build.on('exit', resolve));

  // One after the other: the first migrates and seeds an empty database, the next finds it ready.
  const instances: Instance[] = [];
  for (let i = 0; i < instanceCount; i += 1) instances.push(await startInstance());
  const writer = instances[0]!.server.origin;
  const call = (pathname: string, method: string, body: unknown) =>
    fetch(`${writer}/api/v1${pathname}`, { method, headers: { origin: writer, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const streams: Array<ReturnType<typeof sseReader>> = [];
  try {
    const created = (await (await call('/games', 'POST', {})).json()) as { data: { id: string } };
    const gameId = created.data.id;
    const playerId = randomUUID();
    const pageId = randomUUID();
    await call(`/games/${gameId}/players`, 'POST', { id: playerId, name: 'Bench' });
    // Warm every instance's route (first requests load modules) before reading memory.
    for (const { server } of instances) {
      for (let i = 0; i < 5; i += 1) {
        await call(`/games/${gameId}/scores`, 'PUT', { pageId, playerId, score: 1 });
        const warm = sseReader(await fetch(`${server.origin}/api/v1/games/${gameId}/events`));
        await warm.next(10_000);
        await warm.close();
      }
    }

    const held = instances.map(() => 0);
    const readMemory = async () => {
      for (const [i, instance] of instances.entries()) instance.readings.push({ connections: held[i]!, memory: await instance.inspector.memoryAfterGc() });
    };
    await readMemory();
    const opened = Date.now();
    for (let step = 1; step <= MEMORY_STEPS; step += 1) {
      const target = Math.round((clients * step) / MEMORY_STEPS);
      const batch: Promise<void>[] = [];
      for (let c = streams.length; c < target; c += 1) {
        const index = c % instances.length;
        held[index]! += 1;
        batch.push(
          (async () => {
            const response = await fetch(`${instances[index]!.server.origin}/api/v1/games/${gameId}/events`);
            if (response.status !== 200) throw new Error(`stream ${c}: HTTP ${response.status}`);
            const stream = sseReader(response);
            streams.push(stream);
            await stream.next(60_000);
          })(),
        );
      }
      await Promise.all(batch);
      await readMemory();
    }
    const openMs = Date.now() - opened;

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
            const message = await stream.next(30_000);
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

    const memory = instances.map(({ readings }, i) => ({
      instance: i,
      connections: held[i],
      heapAndExternalPerConnectionKiB: kib(slope(readings.map((r) => ({ x: r.connections, y: heapAndExternal(r.memory) })))),
      rssMiB: readings.map((r) => round(r.memory.rss / 2 ** 20)),
    }));
    const report = {
      date: new Date().toISOString(),
      loadAverage: os.loadavg().map(round),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
      database: databaseUrl ? 'postgres (LISTEN/NOTIFY bus)' : 'pglite (in-process bus)',
      settings: { clients, updates, instances: instanceCount, deliveries: latencies.length },
      openAllStreamsMs: openMs,
      fanOutLatencyMs: { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), max: round(latencies.at(-1)!) },
      firstToLastClientMs: { p50: round(percentile(spreads, 50)), p99: round(percentile(spreads, 99)) },
      putRoundTripMs: { p50: round(percentile(putTimes, 50)), p99: round(percentile(putTimes, 99)) },
      memory,
    };
    mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    writeFileSync(path.join(import.meta.dirname, 'results', 'realtime-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await Promise.all(streams.map((s) => s.close()));
    for (const { server, inspector, dataDir } of instances) {
      inspector.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

await main();
