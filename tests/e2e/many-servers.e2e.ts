import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type StartedProcess, startTs } from '../support/run-node';

const serverEnv = (dataDir: string, env: Record<string, string>) => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-better-auth',
  DATA_DIR: dataDir,
  PORT: '0',
  ...env,
});

/** `npm start` as an operator runs it (build when needed, then the server of that build), on a free port. */
const npmStart = (dataDir: string, env: Record<string, string> = {}): StartedProcess => startTs('scripts/start.mjs', [], serverEnv(dataDir, env));

/** The compiled server of the current build, as the systemd unit starts it. */
const compiledServer = (dataDir: string): StartedProcess => startTs('dist/server/main.mjs', [], serverEnv(dataDir, {}));

async function listeningPort(started: StartedProcess, timeoutMs = 240_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const line = started
      .output()
      .stdout.split('\n')
      .find((entry) => entry.includes('Webbox listening'));
    if (line) return Number((JSON.parse(line) as { port: number }).port);
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start (exit ${started.child.exitCode}): ${started.output().stderr.slice(-2000)}`);
}

const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

test('three servers started at once from one checkout all come up and answer', async () => {
  test.setTimeout(360_000);
  const dirs = [tempDir('webbox-many-a-'), tempDir('webbox-many-b-'), tempDir('webbox-many-c-')];
  const servers = dirs.map((dir) => npmStart(dir, { SEED_DEMO: 'false' }));
  try {
    const ports = await Promise.all(servers.map((server) => listeningPort(server)));
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) {
      const ready = await fetch(`http://localhost:${port}/api/v1/health/ready`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { data: { ready: boolean } }).data.ready).toBe(true);
      // A page of each: the server's own build (sheet, island manifest, renderer) loaded.
      const missing = await fetch(`http://localhost:${port}/de/nirgends`, { headers: { host: `localhost:${port}` } });
      expect(missing.status).toBe(404);
    }
    for (const server of servers) expect(server.output().stderr).not.toContain('ENOENT');
  } finally {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0, 0]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
});

/** A raw HTTP/1.1 request whose body the test sends in two parts, to hold it in flight. */
function slowRequest(port: number, head: string, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    answer += chunk;
  });
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const half = Math.floor(body.length / 2);
  return {
    sendFirstHalf: async () => {
      await opened;
      socket.write(`${head}content-length: ${Buffer.byteLength(body)}\r\nconnection: keep-alive\r\n\r\n${body.slice(0, half)}`);
    },
    sendRest: () => socket.write(body.slice(half)),
    answer: closed,
  };
}

test('SIGTERM: the request in flight is answered, event streams are told to reconnect, new connections are refused, exit 0', async () => {
  test.setTimeout(360_000);
  const dataDir = tempDir('webbox-sigterm-');
  const server = compiledServer(dataDir);
  try {
    const port = await listeningPort(server);
    const origin = `http://localhost:${port}`;
    const headers = { host: `localhost:${port}`, origin };
    const created = await fetch(`${origin}/api/v1/games`, { method: 'POST', headers });
    expect(created.status).toBe(201);
    const gameId = ((await created.json()) as { data: { id: string } }).data.id;

    // A game's event stream, open before the signal.
    const events = await fetch(`${origin}/api/v1/games/${gameId}/events`, { headers });
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const streamText = (async () => {
      let text = '';
      const decoder = new TextDecoder();
      for await (const chunk of events.body as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
      return text;
    })();

    // A player being added, its body half sent when the signal comes.
    const body = JSON.stringify({ id: randomUUID(), name: 'Anna im Flug' });
    const inFlight = slowRequest(
      port,
      `POST /api/v1/games/${gameId}/players HTTP/1.1\r\nhost: localhost:${port}\r\norigin: ${origin}\r\ncontent-type: application/json\r\n`,
      body,
    );
    await inFlight.sendFirstHalf();
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');

    // The stream gets its reconnect hint and ends (the shutdown does not wait for it).
    const streamed = await streamText;
    expect(streamed).toContain('event: ready');
    expect(streamed).toMatch(/\nretry: \d+\n/);

    // New connections are refused once the listener is closed; readiness said 503 until then.
    await expect.poll(async () => (await fetch(`${origin}/api/v1/health`).catch(() => null))?.status ?? 'refused', { timeout: 10_000 }).toBe('refused');

    // The request in flight is answered, with the close of its connection.
    await new Promise((resolve) => setTimeout(resolve, 500));
    inFlight.sendRest();
    const answer = await inFlight.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('Anna im Flug');
    expect(await server.exited, server.output().stderr.slice(-2000)).toBe(0);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
