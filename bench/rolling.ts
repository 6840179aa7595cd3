/**
 * Rolling restart under load: two instances on PostgreSQL + Redis behind nginx (Debian's package,
 * docs/deploy/nginx.conf as it is, with this run's ports), steady load through nginx — autocannon
 * on two pages, an editor saving a text field over and over (each save based on the version the
 * previous one returned), a game's live stream read as a browser's EventSource reads it (honouring
 * `retry:`, reconnecting), and score changes on that game —, then instance A is stopped with
 * SIGTERM and started again, then B. Recorded: failed requests of each kind (target 0), whether
 * the last acknowledged save is what the database holds (no write lost), and the stream's gap:
 * how long the game had no open stream, and whether every score change still reached the player.
 *
 * Usage: npm run bench:rolling [-- --duration 60]
 * Needs PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres: a
 * fresh database is created and dropped), Redis (REDIS_URL, default redis://127.0.0.1:6379),
 * nginx on the PATH (apt-get install nginx) and a build (npm run build).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startTs, type StartedProcess } from '../tests/support/run-node';
import { ensureDebianCommand } from '../tests/support/debian-package';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { duration: { type: 'string', default: '60' } } });
const duration = Number(values.duration);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const OWNER = { email: 'owner@rolling.bench', password: 'rolling-bench-owner-password' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// ── the installation: a fresh database, two instances, nginx ────────────────────────────────
const dbName = `webbox_rolling_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-rolling-'));
const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
const instanceEnv = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'warn',
  AUTH_SECRET: 'rolling-bench-secret-that-is-long-enough',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  // One data directory for both (media, mail), as docs/deploy/webbox.env has it.
  DATA_DIR: dataDir,
  TRUST_PROXY: 'loopback',
  // The proxy's port is the public one: the demo's host `localhost` is served on it.
  PUBLIC_ORIGIN: `http://localhost:${proxyPort}`,
  SEED_OWNER_EMAIL: OWNER.email,
  SEED_OWNER_PASSWORD: OWNER.password,
  GAME_STREAMS_PER_ADDRESS: '1000',
};

type Instance = { name: string; port: number; process: StartedProcess | null };
const instances: Instance[] = [
  { name: 'A', port: portA, process: null },
  { name: 'B', port: portB, process: null },
];

async function waitReady(port: number, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`).catch(() => null);
    await answer?.text();
    if (answer?.status === 200) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`instance on ${port} not ready after ${timeoutMs} ms`);
}

async function startInstance(instance: Instance): Promise<number> {
  // The compiled server of the current build, as the systemd unit starts it.
  instance.process = startTs('dist/current/server/main.mjs', [], { ...instanceEnv, PORT: String(instance.port), HOST: '127.0.0.1' });
  return waitReady(instance.port);
}

async function stopInstance(instance: Instance): Promise<{ exitCode: number | null; stopMs: number }> {
  const started = Date.now();
  instance.process?.child.kill('SIGTERM');
  const exitCode = (await instance.process?.exited) ?? null;
  if (exitCode !== 0) console.error(instance.process?.output().stderr.slice(-2000));
  return { exitCode, stopMs: Date.now() - started };
}

let nginx: ChildProcess | null = null;
const nginxDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-rolling-nginx-'));

/** nginx's error log, counted by message (addresses and ids left out), so a failed request can be traced. */
function proxyErrorSummary(): Record<string, number> {
  let log = '';
  try {
    log = readFileSync(path.join(nginxDir, 'logs', 'error.log'), 'utf8');
  } catch {
    return {};
  }
  const counts: Record<string, number> = {};
  for (const line of log.split('\n').filter(Boolean)) {
    const message = line
      .replace(/^.*?\*\d+ /, '')
      .replace(/, client:.*$/, '')
      .replace(/\d+/g, 'N');
    counts[message] = (counts[message] ?? 0) + 1;
  }
  return counts;
}
let passed = false;
try {
  // A then B: the first applies the migrations (under the advisory lock) and seeds the demo.
  await startInstance(instances[0]!);
  await startInstance(instances[1]!);

  mkdirSync(path.join(nginxDir, 'logs'));
  const site = readFileSync(path.join(root, 'docs/deploy/nginx.conf'), 'utf8')
    .replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${portA} `)
    .replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${portB} `)
    .replace('listen 127.0.0.1:8080;', `listen 127.0.0.1:${proxyPort};`);
  writeFileSync(path.join(nginxDir, 'webbox.conf'), site);
  writeFileSync(
    path.join(nginxDir, 'nginx.conf'),
    `daemon off;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/logs/error.log warn;
worker_processes 1;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${nginxDir}/body; proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi; uwsgi_temp_path ${nginxDir}/uwsgi; scgi_temp_path ${nginxDir}/scgi;
  include ${nginxDir}/webbox.conf;
}
`,
  );
  const nginxBinary = ensureDebianCommand({ command: 'nginx', packageName: 'nginx', envVar: 'NGINX', neededFor: 'the rolling-restart bench' });
  const tested = spawnSync(nginxBinary, ['-t', '-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx refuses the config: ${tested.stderr}`);
  nginx = spawn(nginxBinary, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://localhost:${proxyPort}`;
  const hostHeader = { host: `localhost:${proxyPort}`, origin: base };
  await waitReady(proxyPort, 10_000);

  // ── the load ───────────────────────────────────────────────────────────────────────────────
  const signIn = await fetch(`${base}/api/v1/auth/sign-in/email`, {
    method: 'POST',
    headers: { ...hostHeader, 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: fieldRows } = await db.query<{ id: string; group_id: string; slot: string; version: number }>(
    `select f.id, f.group_id, f.slot, f.version from fields f where f.draft->'content'->>'type' = 'localizedSingleValue' order by f.created_at limit 1`,
  );
  const field = fieldRows[0];
  if (!field) throw new Error('no text field in the demo');

  let running = true;
  const saves = { ok: 0, failed: 0, statuses: {} as Record<string, number>, lastAcknowledged: '' };
  async function saveLoop() {
    let version = field!.version;
    let n = 0;
    while (running) {
      n += 1;
      const value = `Rolling ${n}`;
      const answer = await fetch(`${base}/api/v1/data`, {
        method: 'POST',
        headers: { ...hostHeader, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          itemType: 'field',
          version,
          linkId: field!.id,
          groupId: field!.group_id,
          slot: field!.slot,
          data: { content: { type: 'localizedSingleValue', locale: 'de', value } },
        }),
      }).catch((error: Error) => ({ status: `network: ${error.message}`, ok: false, json: async () => null }) as const);
      const status = String(answer.status);
      saves.statuses[status] = (saves.statuses[status] ?? 0) + 1;
      if (answer.ok) {
        saves.ok += 1;
        saves.lastAcknowledged = value;
        version = ((await answer.json()) as { data: { version: number } }).data.version;
      } else saves.failed += 1;
      await sleep(50);
    }
  }

  const created = await fetch(`${base}/api/v1/games`, { method: 'POST', headers: hostHeader });
  const gameId = ((await created.json()) as { data: { id: string } }).data.id;
  const playerId = randomUUID();
  await fetch(`${base}/api/v1/games/${gameId}/players`, {
    method: 'POST',
    headers: { ...hostHeader, 'content-type': 'application/json' },
    body: JSON.stringify({ id: playerId, name: 'Rolling' }),
  });
  const { rows: holeRows } = await db.query<{ id: string }>(`select id from pages where collection = 'map' order by created_at limit 1`);
  const holeId = holeRows[0]?.id;
  if (!holeId) throw new Error('the demo has no map page (hole)');

  const scores = { ok: 0, failed: 0, statuses: {} as Record<string, number>, sent: 0 };
  async function scoreLoop() {
    let score = 0;
    while (running) {
      score = (score % 9) + 1;
      scores.sent += 1;
      const answer = await fetch(`${base}/api/v1/games/${gameId}/scores`, {
        method: 'PUT',
        headers: { ...hostHeader, 'content-type': 'application/json' },
        body: JSON.stringify({ pageId: holeId, playerId, score }),
      }).catch((error: Error) => ({ status: `network: ${error.message}`, ok: false, text: async () => '' }) as const);
      await answer.text();
      const status = String(answer.status);
      scores.statuses[status] = (scores.statuses[status] ?? 0) + 1;
      if (answer.ok) scores.ok += 1;
      else scores.failed += 1;
      // 100 a minute: under the game's 120 changes a minute per address (every player of a game
      // scores from their own phone; one phone changing scores faster is refused with 429).
      await sleep(600);
    }
  }

  /** A browser's EventSource on the game: reconnects after `retry` (default 3 s) when the stream ends or fails. */
  const stream = { connects: 0, ends: 0, events: 0, gaps: [] as number[], retryMs: 3000 };
  async function streamLoop() {
    while (running) {
      const lostAt = stream.connects > 0 ? Date.now() : null;
      try {
        const answer = await fetch(`${base}/api/v1/games/${gameId}/events`, { headers: { ...hostHeader, accept: 'text/event-stream' } });
        if (!answer.ok || !answer.body) throw new Error(`stream answered ${answer.status}`);
        const reader = answer.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        let counted = false;
        while (running) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut = buffer.indexOf('\n\n');
          while (cut !== -1) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const retry = /^retry: (\d+)$/m.exec(block);
            if (retry) stream.retryMs = Number(retry[1]);
            if (/^event: ready$/m.test(block) && !counted) {
              counted = true;
              stream.connects += 1;
              if (lostAt) stream.gaps.push(Date.now() - lostAt);
            } else if (/^event: /m.test(block)) stream.events += 1;
            cut = buffer.indexOf('\n\n');
          }
        }
        if (running) reader.cancel().catch(() => undefined);
      } catch {
        // A failed connection: EventSource retries after the same delay.
      }
      if (!running) break;
      stream.ends += 1;
      await sleep(stream.retryMs);
    }
  }

  const started = Date.now();
  // Runs until both restarts are done (stopped then), at least `duration` seconds.
  let pageRun: autocannon.Instance | null = null;
  const pageLoad = new Promise<autocannon.Result>((resolve, reject) => {
    pageRun = autocannon(
      {
        url: base,
        connections: 8,
        duration: 3600,
        headers: { host: `localhost:${proxyPort}` },
        requests: [
          { method: 'GET', path: '/de' },
          { method: 'GET', path: '/fr' },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  const loops = [saveLoop(), scoreLoop(), streamLoop()];

  // ── the rolling restart ─────────────────────────────────────────────────────────────────────
  const restarts: { instance: string; exitCode: number | null; stopMs: number; readyMs: number; atS: number }[] = [];
  await sleep(Math.min(10_000, (duration * 1000) / 6));
  for (const instance of instances) {
    const atS = Math.round((Date.now() - started) / 100) / 10;
    const stopped = await stopInstance(instance);
    const readyMs = await startInstance(instance);
    restarts.push({ instance: instance.name, ...stopped, readyMs, atS });
    console.log(`[rolling] ${instance.name}: stopped in ${stopped.stopMs} ms (exit ${stopped.exitCode}), ready again after ${readyMs} ms`);
    await sleep(5000);
  }
  const remaining = duration * 1000 - (Date.now() - started);
  if (remaining > 0) await sleep(remaining);
  (pageRun as autocannon.Instance | null)?.stop();
  const pages = await pageLoad;
  running = false;
  await Promise.race([Promise.all(loops), sleep(5000)]);

  const { rows: stored } = await db.query<{ value: string }>(`select draft->'content'->'values'->>'de' as value from fields where id = $1`, [field.id]);
  const result = {
    when: new Date().toISOString(),
    durationS: duration,
    instances: 2,
    proxy: spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' }).stderr.trim(),
    restarts,
    pages: {
      requests: pages.requests.total,
      non2xx: pages.non2xx,
      errors: pages.errors,
      timeouts: pages.timeouts,
      latencyP99Ms: pages.latency.p99,
      rps: Math.round(pages.requests.average),
      statuses: Object.fromEntries(Object.entries(pages.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count])),
    },
    // What nginx saw go wrong upstream (refused connections it retried elsewhere, and those it could not).
    proxyErrors: proxyErrorSummary(),
    saves: { ...saves, storedValue: stored[0]?.value ?? null, lastWriteKept: stored[0]?.value === saves.lastAcknowledged },
    scores,
    stream: { connects: stream.connects, reconnects: stream.ends, events: stream.events, gapsMs: stream.gaps, maxGapMs: Math.max(0, ...stream.gaps) },
    failedRequests: pages.non2xx + pages.errors + pages.timeouts + saves.failed + scores.failed,
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/rolling.json'), `${JSON.stringify(result, null, 2)}\n`);
  await db.end();
  passed = result.failedRequests === 0 && result.saves.lastWriteKept;
} finally {
  await cleanUp();
}
process.exit(passed ? 0 : 1);

// ── clean up ────────────────────────────────────────────────────────────────────────────────
async function cleanUp() {
  nginx?.kill('SIGQUIT');
  for (const instance of instances) if (instance.process?.child.exitCode === null) instance.process.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.process?.exited));
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(nginxDir, { recursive: true, force: true });
}
