import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/server/api/app';
import { getEventBus } from '../../src/server/platform/event-bus';
import type { TGameState } from '../../src/shared/game/schemas';
import { sseReader } from '../support/sse';
import { api, createTestSite } from './support/fixtures';

type Envelope<T> = { success: boolean; error: string | null; status: number; data: T };
const json = async <T>(response: Response) => (await response.json()) as Envelope<T>;

async function newGame(host: string, name?: string) {
  const response = await api(host, '/games', { method: 'POST', body: name === undefined ? {} : { name } });
  expect(response.status).toBe(201);
  return (await json<{ id: string; name: string; createdAt: string }>(response)).data;
}

async function addPlayer(host: string, gameId: string, name: string, id = randomUUID()) {
  return api(host, `/games/${gameId}/players`, { method: 'POST', body: { id, name } });
}

const putScore = (host: string, gameId: string, body: Record<string, unknown>) => api(host, `/games/${gameId}/scores`, { method: 'PUT', body });
const state = async (host: string, gameId: string) => (await json<TGameState>(await api(host, `/games/${gameId}`))).data;

describe('games API', () => {
  it('creates a game with an unguessable id and the default name', async () => {
    const { host } = await createTestSite();
    const game = await newGame(host);
    expect(game.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(game.name).toBe(`Game ${game.createdAt.slice(0, 10)}`);
    const named = await newGame(host, '  Firmenausflug ');
    expect(named.name).toBe('Firmenausflug');
    expect(named.id).not.toBe(game.id);
    expect(await state(host, game.id)).toEqual({ game, players: [], scores: [] });
  });

  it('creates a game without any body', async () => {
    const { host } = await createTestSite();
    const response = await api(host, '/games', { method: 'POST' });
    expect(response.status).toBe(201);
    expect((await json<{ id: string }>(response)).data.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('adds, renames and removes players, in the order they joined', async () => {
    const { host } = await createTestSite();
    const game = await newGame(host);
    const annaId = randomUUID();
    const added = await addPlayer(host, game.id, '  Anna  ', annaId);
    expect(added.status).toBe(201);
    expect((await json<{ name: string }>(added)).data.name).toBe('Anna');
    await addPlayer(host, game.id, 'Ben');
    expect((await state(host, game.id)).players.map((p) => p.name)).toEqual(['Anna', 'Ben']);

    const renamed = await api(host, `/games/${game.id}/players/${annaId}`, { method: 'PATCH', body: { name: 'Anna B.' } });
    expect(renamed.status).toBe(200);
    expect((await state(host, game.id)).players.map((p) => p.name)).toEqual(['Anna B.', 'Ben']);

    const removed = await api(host, `/games/${game.id}/players/${annaId}`, { method: 'DELETE' });
    expect((await json(removed)).data).toEqual({ playerId: annaId, deleted: true });
    // Idempotent: a replayed removal succeeds and says the player was already gone.
    const again = await api(host, `/games/${game.id}/players/${annaId}`, { method: 'DELETE' });
    expect(again.status).toBe(200);
    expect((await json(again)).data).toEqual({ playerId: annaId, deleted: false });
    expect((await state(host, game.id)).players.map((p) => p.name)).toEqual(['Ben']);
  });

  it('treats a replayed add as the same player', async () => {
    const { host } = await createTestSite();
    const game = await newGame(host);
    const id = randomUUID();
    expect((await addPlayer(host, game.id, 'Anna', id)).status).toBe(201);
    const replay = await addPlayer(host, game.id, 'Anna', id);
    expect(replay.status).toBe(200);
    expect((await state(host, game.id)).players).toHaveLength(1);
    // The same id in another game is refused rather than moved.
    const other = await newGame(host);
    expect((await addPlayer(host, other.id, 'Anna', id)).status).toBe(409);
  });

  it('refuses empty and too long names with message keys', async () => {
    const { host } = await createTestSite();
    const game = await newGame(host);
    const empty = await addPlayer(host, game.id, '   ');
    expect(empty.status).toBe(400);
    expect((await json(empty)).error).toBe('playerNameRequired');
    expect((await addPlayer(host, game.id, 'x'.repeat(41))).status).toBe(400);
    const player = await json<{ id: string }>(await addPlayer(host, game.id, 'Anna'));
    const rename = await api(host, `/games/${game.id}/players/${player.data.id}`, { method: 'PATCH', body: { name: '' } });
    expect(rename.status).toBe(400);
    expect((await state(host, game.id)).players.map((p) => p.name)).toEqual(['Anna']);
  });

  it('keeps one score row per game, page and player; replays are idempotent', async () => {
    const { host } = await createTestSite();
    const game = await newGame(host);
    const playerId = randomUUID();
    await addPlayer(host, game.id, 'Anna', playerId);
    const pageId = randomUUID();
    for (const score of [3, 3, 4]) {
      const response = await putScore(host, game.id, { pageId, playerId, score });
      expect(response.status).toBe(200);
    }
    expect((await state(host, game.id)).scores).toEqual([{ pageId, playerId, score: 4 }]);
    // The minus button never goes below 0 (spec §5.3).
    const clamped = await json<{ score: { score: number } }>(await putScore(host, game.id, { pageId, playerId, score: -1 }));
    expect(clamped.data.score.score).toBe(0);
    expect((await putScore(host, game.id, { pageId, playerId, score: 100 })).status).toBe(400);
    expect((await putScore(host, game.id, { pageId, playerId: randomUUID(), score: 1 })).status).toBe(404);
  });

  it('lets the newest entry win: an old offline score does not overwrite a newer one', async () => {
    const { host } = await createTestSite();
    const game = await newGame(host);
    const playerId = randomUUID();
    await addPlayer(host, game.id, 'Anna', playerId);
    const pageId = randomUUID();
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

    await putScore(host, game.id, { pageId, playerId, score: 5, clientUpdatedAt: minutesAgo(1) });
    const stale = await json<{ applied: boolean; score: { score: number } }>(
      await putScore(host, game.id, { pageId, playerId, score: 2, clientUpdatedAt: minutesAgo(10) }),
    );
    expect(stale.data).toEqual({ applied: false, score: { pageId, playerId, score: 5 } });
    const newer = await json<{ applied: boolean }>(await putScore(host, game.id, { pageId, playerId, score: 6, clientUpdatedAt: minutesAgo(0.5) }));
    expect(newer.data.applied).toBe(true);
    // Without a device time the server's arrival time counts, which is newer than all above.
    await putScore(host, game.id, { pageId, playerId, score: 7 });
    // A device clock far in the future counts as now, so it cannot lock the score.
    await putScore(host, game.id, { pageId, playerId, score: 8, clientUpdatedAt: new Date(Date.now() + 3_600_000).toISOString() });
    await putScore(host, game.id, { pageId, playerId, score: 9 });
    expect((await state(host, game.id)).scores).toEqual([{ pageId, playerId, score: 9 }]);
  });

  it('removes a player together with their scores', async () => {
    const { host } = await createTestSite();
    const game = await newGame(host);
    const playerId = randomUUID();
    await addPlayer(host, game.id, 'Anna', playerId);
    await putScore(host, game.id, { pageId: randomUUID(), playerId, score: 3 });
    await api(host, `/games/${game.id}/players/${playerId}`, { method: 'DELETE' });
    expect((await state(host, game.id)).scores).toEqual([]);
  });

  it('answers 404 for unknown and malformed game ids', async () => {
    const { host } = await createTestSite();
    for (const id of ['AbCdEfGhIjKlMnOpQrStUv', 'not-a-game', randomUUID()]) {
      const response = await api(host, `/games/${id}`);
      expect(response.status).toBe(404);
      expect((await json(response)).success).toBe(false);
    }
    expect((await addPlayer(host, 'AbCdEfGhIjKlMnOpQrStUv', 'Anna')).status).toBe(404);
    expect((await api(host, '/games/AbCdEfGhIjKlMnOpQrStUv/events')).status).toBe(404);
  });

  it("does not show one site's game to another site", async () => {
    const first = await createTestSite();
    const second = await createTestSite();
    const game = await newGame(first.host);
    expect((await api(second.host, `/games/${game.id}`)).status).toBe(404);
    expect((await addPlayer(second.host, game.id, 'Eve')).status).toBe(404);
    expect((await putScore(second.host, game.id, { pageId: randomUUID(), playerId: randomUUID(), score: 1 })).status).toBe(404);
    expect((await api(second.host, `/games/${game.id}/events`)).status).toBe(404);
  });

  it('refuses changes sent from another site (same-origin check)', async () => {
    const { host } = await createTestSite();
    const response = await api(host, '/games', { method: 'POST', body: {}, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('limits game creation per address and site to 10 a minute', async () => {
    const { host } = await createTestSite();
    for (let i = 0; i < 10; i += 1) expect((await api(host, '/games', { method: 'POST', body: {} })).status).toBe(201);
    const limited = await api(host, '/games', { method: 'POST', body: {} });
    expect(limited.status).toBe(429);
    // In the site's default language, or the language of the page the player is on.
    expect((await json(limited)).error).toMatch(/zu viele Spiele gestartet/i);
    const limitedFr = await api(host, '/games', { method: 'POST', body: {}, pageLocale: 'fr' });
    expect((await json(limitedFr)).error).toMatch(/trop de parties/i);
    // Another site is counted apart.
    const other = await createTestSite();
    expect((await api(other.host, '/games', { method: 'POST', body: {} })).status).toBe(201);
  });

  it('limits player and score changes per address and site (120 a minute by default)', async () => {
    // A small limit keeps the test quick; the mechanism is the one the default uses.
    const app = createApi({ games: { mutationLimitPerMinute: 5 } });
    const { host } = await createTestSite();
    const game = await newGame(host);
    const send = (method: string, path: string, body?: unknown) =>
      app.request(`http://${host}/api/v1${path}`, {
        method,
        headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    for (let i = 0; i < 5; i += 1) expect((await send('DELETE', `/games/${game.id}/players/${randomUUID()}`)).status).toBe(200);
    const limited = await send('PUT', `/games/${game.id}/scores`, { pageId: randomUUID(), playerId: randomUUID(), score: 1 });
    expect(limited.status).toBe(429);
    expect((await json(limited)).error).toMatch(/zu viele Änderungen/i);
    // Reading the game is not limited.
    expect((await send('GET', `/games/${game.id}`)).status).toBe(200);
  });

  it('keeps a game to 50 players', async () => {
    const { host } = await createTestSite();
    const game = await newGame(host);
    for (let i = 0; i < 50; i += 1) expect((await addPlayer(host, game.id, `Player ${i}`)).status).toBe(201);
    const full = await addPlayer(host, game.id, 'One too many');
    expect(full.status).toBe(409);
    expect((await state(host, game.id)).players).toHaveLength(50);
  });

  it('limits the event streams one address holds open, and frees a place when one closes', async () => {
    const app = createApi({ games: { streamsPerAddress: 2 } });
    const { host } = await createTestSite();
    const game = await newGame(host);
    const open = () => app.request(`http://${host}/api/v1/games/${game.id}/events`, { headers: { host } });
    const first = sseReader(await open());
    const second = sseReader(await open());
    expect((await first.next()).event).toBe('ready');
    expect((await second.next()).event).toBe('ready');
    const third = await open();
    expect(third.status).toBe(429);
    expect((await json(third)).error).toMatch(/zu viele Spielverbindungen/i);
    await first.close();
    let reopened = await open();
    for (let i = 0; i < 50 && reopened.status === 429; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      reopened = await open();
    }
    expect(reopened.status).toBe(200);
    const fourth = sseReader(reopened);
    expect((await fourth.next()).event).toBe('ready');
    await fourth.close();
    await second.close();
  });

  it("streams only that game's events, starting with ready, and unsubscribes on disconnect", async () => {
    const { host } = await createTestSite();
    const game = await newGame(host);
    const otherGame = await newGame(host);
    const response = await api(host, `/games/${game.id}/events`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toContain('no-transform');
    const events = sseReader(response);
    try {
      expect(await events.next()).toEqual({ event: 'ready', data: JSON.stringify({ type: 'ready', gameId: game.id }) });
      expect(getEventBus().listenerCount(`game:${game.id}`)).toBe(1);

      // Changes of another game are not sent to this stream.
      const strangerId = randomUUID();
      await addPlayer(host, otherGame.id, 'Stranger', strangerId);
      await putScore(host, otherGame.id, { pageId: randomUUID(), playerId: strangerId, score: 2 });

      const playerId = randomUUID();
      await addPlayer(host, game.id, 'Anna', playerId);
      const inserted = await events.next();
      expect(inserted.event).toBe('player.inserted');
      expect(JSON.parse(inserted.data)).toMatchObject({ type: 'player.inserted', gameId: game.id, player: { id: playerId, name: 'Anna' } });

      await api(host, `/games/${game.id}/players/${playerId}`, { method: 'PATCH', body: { name: 'Anna B.' } });
      expect(JSON.parse((await events.next()).data)).toMatchObject({ type: 'player.updated', player: { name: 'Anna B.' } });

      const pageId = randomUUID();
      await putScore(host, game.id, { pageId, playerId, score: 4 });
      expect(JSON.parse((await events.next()).data)).toEqual({ type: 'score.upserted', gameId: game.id, score: { pageId, playerId, score: 4 } });

      // An ignored (older) write announces nothing.
      await putScore(host, game.id, { pageId, playerId, score: 1, clientUpdatedAt: '2020-01-01T00:00:00.000Z' });
      await api(host, `/games/${game.id}/players/${playerId}`, { method: 'DELETE' });
      expect(JSON.parse((await events.next()).data)).toEqual({ type: 'player.deleted', gameId: game.id, playerId });
      expect(events.pending()).toBe(0);
    } finally {
      await events.close();
    }
    for (let i = 0; i < 50 && getEventBus().listenerCount(`game:${game.id}`) > 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(getEventBus().listenerCount(`game:${game.id}`)).toBe(0);
  });

  it('publishes the game routes in the OpenAPI document', async () => {
    const { host } = await createTestSite();
    const doc = (await (await api(host, '/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/games', '/api/v1/games/{id}', '/api/v1/games/{id}/scores', '/api/v1/games/{id}/events']),
    );
  });
});
