import { describe, expect, it } from 'vitest';
import type { TGameState } from '../../shared/game/schemas';
import { HOLE_1, GAME_ID, MemoryGameServer, gameState, makeStore, settle } from './testing';

const anna = { id: '5a0c1c2e-7a51-4d0b-9c1e-2f5b8f6d1a11', name: 'Anna', createdAt: '2026-06-01T09:00:00.000Z' };

describe('GameStore', () => {
  it('loads the followed game and stores its id', async () => {
    const server = new MemoryGameServer(gameState({ players: [anna] }));
    const { store, storage } = makeStore(server);
    store.follow(GAME_ID);
    expect(store.getSnapshot().status).toBe('loading');
    await settle();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', gameId: GAME_ID, pending: 0 });
    expect(store.getSnapshot().game?.players.map((p) => p.name)).toEqual(['Anna']);
    expect(storage.gameId).toBe(GAME_ID);
  });

  it('forgets an unknown game: stored id cleared, its queued changes dropped', async () => {
    const server = new MemoryGameServer();
    const { store, storage } = makeStore(server);
    storage.gameId = GAME_ID;
    store.follow(GAME_ID);
    await settle();
    expect(store.getSnapshot().status).toBe('notFound');
    expect(storage.gameId).toBeNull();
  });

  it('applies changes at once and sends them: trimmed names, empty ignored', async () => {
    const server = new MemoryGameServer(gameState());
    const { store } = makeStore(server);
    store.follow(GAME_ID);
    await settle();
    expect(store.addPlayer('   ')).toBeNull();
    const id = store.addPlayer('  Ben  ');
    expect(store.getSnapshot().game?.players.map((p) => p.name)).toEqual(['Ben']);
    await settle();
    expect(server.games.get(GAME_ID)?.players.map((p) => [p.id, p.name])).toEqual([[id, 'Ben']]);
    expect(store.getSnapshot().pending).toBe(0);
  });

  it('ignores an empty or unchanged rename', async () => {
    const server = new MemoryGameServer(gameState({ players: [anna] }));
    const { store } = makeStore(server);
    store.follow(GAME_ID);
    await settle();
    store.renamePlayer(anna.id, '  ');
    store.renamePlayer(anna.id, ' Anna ');
    await settle();
    expect(server.sent).toEqual([]);
    store.renamePlayer(anna.id, 'Anna B.');
    await settle();
    expect(server.games.get(GAME_ID)?.players[0]?.name).toBe('Anna B.');
  });

  it('keeps offline entries queued and in storage, then sends them in order when back online', async () => {
    const server = new MemoryGameServer(gameState());
    const { store, storage } = makeStore(server);
    store.follow(GAME_ID);
    await settle();
    server.online = false;
    const ben = store.addPlayer('Ben')!;
    store.setScore(HOLE_1, ben, 1);
    store.setScore(HOLE_1, ben, 2);
    store.setScore(HOLE_1, ben, -3);
    store.setScore(HOLE_1, ben, 3);
    await settle();
    // The later score replaced the unsent earlier ones: one add and one score wait.
    expect(storage.pending.map((c) => c.kind)).toEqual(['addPlayer', 'score']);
    expect(store.getSnapshot()).toMatchObject({ pending: 2 });
    expect(store.getSnapshot().game?.scores).toEqual([{ pageId: HOLE_1, playerId: ben, score: 3 }]);
    expect(server.games.get(GAME_ID)?.players).toEqual([]);

    server.online = true;
    await new Promise((resolve) => setTimeout(resolve, 80));
    await settle();
    expect(server.games.get(GAME_ID)?.scores).toEqual([{ pageId: HOLE_1, playerId: ben, score: 3 }]);
    expect(server.sent.map((c) => c.kind)).toEqual(['addPlayer', 'score']);
    expect(storage.pending).toEqual([]);
    expect(store.getSnapshot().pending).toBe(0);
  });

  it('clamps scores at 0', async () => {
    const server = new MemoryGameServer(gameState({ players: [anna] }));
    const { store } = makeStore(server);
    store.follow(GAME_ID);
    await settle();
    store.setScore(HOLE_1, anna.id, -1);
    await settle();
    expect(server.games.get(GAME_ID)?.scores).toEqual([{ pageId: HOLE_1, playerId: anna.id, score: 0 }]);
  });

  it('follows other devices live and keeps its own unsent score on top until sent', async () => {
    const server = new MemoryGameServer(gameState({ players: [anna] }));
    const { store } = makeStore(server);
    store.follow(GAME_ID);
    await settle();
    server.push({
      type: 'player.inserted',
      gameId: GAME_ID,
      player: { id: '5a0c1c2e-7a51-4d0b-9c1e-2f5b8f6d1a12', name: 'Cleo', createdAt: '2026-06-01T09:30:00.000Z' },
    });
    expect(store.getSnapshot().game?.players.map((p) => p.name)).toEqual(['Anna', 'Cleo']);
    server.online = false;
    store.setScore(HOLE_1, anna.id, 5);
    server.push({ type: 'score.upserted', gameId: GAME_ID, score: { pageId: HOLE_1, playerId: anna.id, score: 2 } });
    expect(store.getSnapshot().game?.scores).toEqual([{ pageId: HOLE_1, playerId: anna.id, score: 5 }]);
  });

  it('drops a change the server refuses for good (the player is gone) and carries on', async () => {
    const server = new MemoryGameServer(gameState({ players: [anna] }));
    const { store } = makeStore(server);
    store.follow(GAME_ID);
    await settle();
    const ghost = '5a0c1c2e-7a51-4d0b-9c1e-2f5b8f6d1a99';
    server.online = false;
    store.setScore(HOLE_1, ghost, 2);
    store.setScore(HOLE_1, anna.id, 4);
    server.online = true;
    await store.flush();
    await settle();
    expect(store.getSnapshot().pending).toBe(0);
    expect(server.games.get(GAME_ID)?.scores).toEqual([{ pageId: HOLE_1, playerId: anna.id, score: 4 }]);
  });

  it('closes the live stream once nobody follows the game', async () => {
    const server = new MemoryGameServer(gameState());
    const { store } = makeStore(server);
    const release = store.follow(GAME_ID);
    await settle();
    expect(server.streamCount()).toBe(1);
    release();
    await settle();
    expect(server.streamCount()).toBe(0);
  });
  it('starts from the last known state when reloaded without signal, takes scores, and sends them once online', async () => {
    const server = new MemoryGameServer(gameState({ players: [anna] }));
    const device: { known: TGameState | null } = { known: null };
    const remember = {
      loadKnownState: (id: string) => (device.known?.game.id === id ? device.known : null),
      saveKnownState: (state: TGameState | null) => {
        device.known = state;
      },
    };
    const first = makeStore(server, remember);
    first.store.follow(GAME_ID);
    await settle();
    expect(device.known?.players.map((p) => p.name)).toEqual(['Anna']);

    // A reload without signal: a new store on this device, the server out of reach.
    server.online = false;
    const { store } = makeStore(server, remember);
    store.follow(GAME_ID);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', gameId: GAME_ID });
    expect(store.getSnapshot().game?.players.map((p) => p.name)).toEqual(['Anna']);
    store.setScore(HOLE_1, anna.id, 4);
    await settle();
    expect(store.getSnapshot()).toMatchObject({ pending: 1, status: 'ready' });

    server.online = true;
    await store.flush();
    expect(server.games.get(GAME_ID)?.scores).toEqual([{ pageId: HOLE_1, playerId: anna.id, score: 4 }]);
    expect(store.getSnapshot().pending).toBe(0);
  });

  it('forgets the known state of a game that no longer exists', async () => {
    const server = new MemoryGameServer();
    const device: { known: TGameState | null } = { known: gameState({ players: [anna] }) };
    const { store } = makeStore(server, {
      loadKnownState: () => device.known,
      saveKnownState: (state) => {
        device.known = state;
      },
    });
    store.follow(GAME_ID);
    expect(store.getSnapshot().status).toBe('ready');
    await settle();
    expect(store.getSnapshot().status).toBe('notFound');
    expect(device.known).toBeNull();
  });
});
