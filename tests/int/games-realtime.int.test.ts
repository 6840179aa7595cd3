import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApi } from '../../src/server/api/app';
import { EVENT_BUS_CHANNEL, type EventBus, createPostgresEventBus } from '../../src/server/platform/event-bus';
import { sseReader } from '../support/sse';
import { createTestSite } from './support/fixtures';

type App = ReturnType<typeof createApi>;

/** What two app processes on one database have: each its own API, bus and LISTEN connection. */
function call(app: App, host: string, path: string, method = 'GET', body?: unknown) {
  const headers = new Headers({ host, origin: `http://${host}` });
  if (body !== undefined) headers.set('content-type', 'application/json');
  return app.request(`http://${host}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

describe.runIf(process.env.WEBBOX_TEST_DB === 'postgres')('game events across app instances (LISTEN/NOTIFY)', () => {
  let busA: EventBus;
  let busB: EventBus;
  let appA: App;
  let appB: App;

  beforeAll(async () => {
    const databaseUrl = inject('testDatabaseUrl');
    const logger = pino({ level: 'silent' });
    busA = await createPostgresEventBus({ databaseUrl, logger });
    busB = await createPostgresEventBus({ databaseUrl, logger });
    appA = createApi({ games: { eventBus: busA } });
    appB = createApi({ games: { eventBus: busB } });
  });

  afterAll(async () => {
    await busA?.close();
    await busB?.close();
  });

  it('delivers a score written through one instance to an SSE client of the other', async () => {
    const { host } = await createTestSite();
    const created = await call(appA, host, '/games', 'POST', {});
    const gameId = ((await created.json()) as { data: { id: string } }).data.id;

    const streamB = sseReader(await call(appB, host, `/games/${gameId}/events`));
    const streamA = sseReader(await call(appA, host, `/games/${gameId}/events`));
    try {
      expect((await streamB.next()).event).toBe('ready');
      expect((await streamA.next()).event).toBe('ready');

      const playerId = randomUUID();
      await call(appA, host, `/games/${gameId}/players`, 'POST', { id: playerId, name: 'Anna' });
      expect(JSON.parse((await streamB.next()).data)).toMatchObject({ type: 'player.inserted', player: { id: playerId } });

      const pageId = randomUUID();
      const written = await call(appA, host, `/games/${gameId}/scores`, 'PUT', { pageId, playerId, score: 3 });
      expect(written.status).toBe(200);
      expect(JSON.parse((await streamB.next()).data)).toEqual({ type: 'score.upserted', gameId, score: { pageId, playerId, score: 3 } });

      // And back: written on B, heard on A — exactly once (its own notification is not applied twice).
      await call(appB, host, `/games/${gameId}/scores`, 'PUT', { pageId, playerId, score: 4 });
      expect(JSON.parse((await streamA.next()).data)).toMatchObject({ type: 'player.inserted' });
      expect(JSON.parse((await streamA.next()).data)).toMatchObject({ type: 'score.upserted', score: { score: 3 } });
      expect(JSON.parse((await streamA.next()).data)).toMatchObject({ type: 'score.upserted', score: { score: 4 } });
      expect(JSON.parse((await streamB.next()).data)).toMatchObject({ type: 'score.upserted', score: { score: 4 } });
      await new Promise((r) => setTimeout(r, 200));
      expect(streamA.pending()).toBe(0);
      expect(streamB.pending()).toBe(0);
    } finally {
      await streamA.close();
      await streamB.close();
    }
  });

  it("does not deliver another game's events from the other instance", async () => {
    const { host } = await createTestSite();
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const created = await call(appA, host, '/games', 'POST', {});
      ids.push(((await created.json()) as { data: { id: string } }).data.id);
    }
    const [watched, other] = ids as [string, string];
    const stream = sseReader(await call(appB, host, `/games/${watched}/events`));
    try {
      expect((await stream.next()).event).toBe('ready');
      await call(appA, host, `/games/${other}/players`, 'POST', { id: randomUUID(), name: 'Stranger' });
      await call(appA, host, `/games/${watched}/players`, 'POST', { id: randomUUID(), name: 'Anna' });
      expect(JSON.parse((await stream.next()).data)).toMatchObject({ gameId: watched, player: { name: 'Anna' } });
    } finally {
      await stream.close();
    }
  });

  it('ignores malformed notifications on the channel and keeps listening', async () => {
    const received: unknown[] = [];
    const stop = busB.subscribe('game:x', (payload) => received.push(payload));
    const stranger = new pg.Client({ connectionString: inject('testDatabaseUrl') });
    await stranger.connect();
    try {
      await stranger.query('select pg_notify($1, $2)', [EVENT_BUS_CHANNEL, 'not json']);
      busA.publish('game:x', { n: 1 });
      for (let i = 0; i < 100 && received.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(received).toEqual([{ n: 1 }]);
    } finally {
      await stranger.end();
      stop();
    }
  });
});
