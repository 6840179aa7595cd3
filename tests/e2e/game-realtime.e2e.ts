import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { E2E_PORT } from '../../playwright.config';
import { sseReader } from '../support/sse';
import { type StartedWebbox, startWebbox } from '../support/start-webbox';

/**
 * The live game through the real server: Node front handler, Next's route handler (and its
 * compression), Hono. Proves events are streamed, not buffered, and cross processes on Postgres.
 */
const call = (origin: string, pathname: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${origin}/api/v1${pathname}`, {
    method: init.method ?? 'GET',
    headers: { origin, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function createGame(origin: string): Promise<string> {
  const response = await call(origin, '/games', { method: 'POST', body: {} });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Opens the stream the way a phone would, asking for compression the server must not apply. */
async function openEvents(origin: string, gameId: string) {
  const response = await fetch(`${origin}/api/v1/games/${gameId}/events`, { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  expect(response.headers.get('content-encoding')).toBeNull();
  return sseReader(response);
}

test('game events stream through the running server without buffering', async () => {
  const origin = `http://localhost:${E2E_PORT}`;
  const gameId = await createGame(origin);
  const events = await openEvents(origin, gameId);
  try {
    expect((await events.next(5000)).event).toBe('ready');
    const playerId = randomUUID();
    let sent = Date.now();
    await call(origin, `/games/${gameId}/players`, { method: 'POST', body: { id: playerId, name: 'Anna' } });
    const inserted = await events.next(2000);
    expect(inserted.event).toBe('player.inserted');
    const pageId = randomUUID();
    sent = Date.now();
    await call(origin, `/games/${gameId}/scores`, { method: 'PUT', body: { pageId, playerId, score: 3 } });
    expect(JSON.parse((await events.next(2000)).data)).toEqual({ type: 'score.upserted', gameId, score: { pageId, playerId, score: 3 } });
    // "Within a fraction of a second" — generous for a shared 2-core machine, still far below any buffering.
    expect(Date.now() - sent).toBeLessThan(1000);
  } finally {
    await events.close();
  }
  const unknown = await call(origin, '/games/AbCdEfGhIjKlMnOpQrStUv');
  expect(unknown.status).toBe(404);
});

test('two server processes on one Postgres database share game events', async () => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  // `npm test` must pass where no PostgreSQL runs; CI sets TEST_DATABASE_URL, so it runs there.
  if (!baseUrl) console.log('skipped: the two-server game test needs PostgreSQL (set TEST_DATABASE_URL)');
  test.skip(!baseUrl, 'needs PostgreSQL: set TEST_DATABASE_URL');
  if (!baseUrl) return;
  test.setTimeout(240_000);
  const database = `webbox_e2e_game_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'webbox-game-')));
  const servers: StartedWebbox[] = [];
  try {
    const env = (dataDir: string) => ({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, SEED_OWNER_PASSWORD: 'e2e-owner-password' });
    // One after the other: the first start migrates and seeds the demo site both then serve.
    servers.push(await startWebbox(env(dataDirs[0]!)));
    servers.push(await startWebbox(env(dataDirs[1]!), { logLevel: 'debug' }));
    const [a, b] = servers as [StartedWebbox, StartedWebbox];
    expect(a.port).not.toBe(b.port);

    const gameId = await createGame(a.origin);
    const onB = await openEvents(b.origin, gameId);
    const onA = await openEvents(a.origin, gameId);
    try {
      expect((await onB.next(5000)).event).toBe('ready');
      expect((await onA.next(5000)).event).toBe('ready');
      const playerId = randomUUID();
      await call(a.origin, `/games/${gameId}/players`, { method: 'POST', body: { id: playerId, name: 'Anna' } });
      expect(JSON.parse((await onB.next(3000)).data)).toMatchObject({ type: 'player.inserted', player: { id: playerId } });
      const pageId = randomUUID();
      await call(a.origin, `/games/${gameId}/scores`, { method: 'PUT', body: { pageId, playerId, score: 4 } });
      expect(JSON.parse((await onB.next(3000)).data)).toEqual({ type: 'score.upserted', gameId, score: { pageId, playerId, score: 4 } });
      await call(b.origin, `/games/${gameId}/scores`, { method: 'PUT', body: { pageId, playerId, score: 5 } });
      expect(JSON.parse((await onA.next(3000)).data)).toMatchObject({ type: 'player.inserted' });
      expect(JSON.parse((await onA.next(3000)).data)).toMatchObject({ type: 'score.upserted', score: { score: 4 } });
      expect(JSON.parse((await onA.next(3000)).data)).toMatchObject({ type: 'score.upserted', score: { score: 5 } });
      // Both instances read the same state.
      const stateB = (await (await call(b.origin, `/games/${gameId}`)).json()) as { data: { scores: unknown[] } };
      expect(stateB.data.scores).toEqual([{ pageId, playerId, score: 5 }]);
    } finally {
      await onA.close();
      await onB.close();
    }
    // The client went away: the server noticed and removed its subscription.
    const closedLine = async () =>
      b
        .output()
        .stdout.split('\n')
        .find((line) => line.includes('game event stream closed')) ?? '';
    await expect.poll(closedLine, { timeout: 5000 }).toContain('"listeners":0');
  } finally {
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
});
