import { applyGameEvent } from '../../shared/game/apply-event';
import type { TGameEvent } from '../../shared/game/events';
import type { TGameState } from '../../shared/game/schemas';
import { GameStore, type GameStoreEnv } from './game-store';
import type { PendingChange } from './pending-changes';
import type { GameTransport, SendResult, StreamHandlers } from './transport';

/**
 * Test helpers: an in-memory game server with the real API's rules (idempotent player ids, last
 * writer wins by entry time, 404 for unknown games and players) and a switch to go offline.
 * Never imported by runtime code.
 */
export const GAME_ID = 'AbCdEfGhIjKlMnOpQrStUv';
export const HOLE_1 = '0f3d5c8e-1b2a-4c6d-8e9f-a1b2c3d4e5f1';
export const HOLE_2 = '0f3d5c8e-1b2a-4c6d-8e9f-a1b2c3d4e5f2';
export const RANKING = '0f3d5c8e-1b2a-4c6d-8e9f-a1b2c3d4e5f9';

export class MemoryGameServer implements GameTransport {
  online = true;
  games = new Map<string, TGameState>();
  private times = new Map<string, string>();
  private streams = new Set<{ gameId: string; handlers: StreamHandlers }>();
  sent: PendingChange[] = [];

  constructor(initial?: TGameState) {
    if (initial) this.games.set(initial.game.id, initial);
  }

  private broadcast(event: TGameEvent) {
    for (const stream of this.streams) if (stream.gameId === event.gameId) stream.handlers.onEvent(event);
  }

  private apply(event: Exclude<TGameEvent, { type: 'ready' }>) {
    const state = this.games.get(event.gameId);
    if (state) this.games.set(event.gameId, applyGameEvent(state, event));
    this.broadcast(event);
  }

  loadState = async (gameId: string) => {
    if (!this.online) throw new TypeError('Failed to fetch');
    const state = this.games.get(gameId);
    return state ? { kind: 'found' as const, state: structuredClone(state) } : { kind: 'notFound' as const };
  };

  createGame = async () => {
    if (!this.online) throw new TypeError('Failed to fetch');
    const game = { id: GAME_ID, name: 'Game 2026-06-01', createdAt: '2026-06-01T10:00:00.000Z' };
    this.games.set(game.id, { game, players: [], scores: [] });
    return game;
  };

  send = async (change: PendingChange): Promise<SendResult> => {
    if (!this.online) return { ok: false, retry: true, status: 0 };
    this.sent.push(change);
    const state = this.games.get(change.gameId);
    if (!state) return { ok: false, retry: false, status: 404 };
    const { gameId } = change;
    switch (change.kind) {
      case 'addPlayer': {
        const existing = state.players.find((p) => p.id === change.player.id);
        const event = { type: 'player.inserted' as const, gameId, player: existing ?? change.player };
        if (!existing) this.apply(event);
        return { ok: true, event };
      }
      case 'renamePlayer': {
        const player = state.players.find((p) => p.id === change.playerId);
        if (!player) return { ok: false, retry: false, status: 404 };
        const event = { type: 'player.updated' as const, gameId, player: { ...player, name: change.name } };
        this.apply(event);
        return { ok: true, event };
      }
      case 'removePlayer': {
        const event = { type: 'player.deleted' as const, gameId, playerId: change.playerId };
        if (state.players.some((p) => p.id === change.playerId)) this.apply(event);
        return { ok: true, event };
      }
      case 'score': {
        if (!state.players.some((p) => p.id === change.playerId)) return { ok: false, retry: false, status: 404 };
        const key = `${gameId}/${change.pageId}/${change.playerId}`;
        const stored = this.times.get(key);
        const score = { pageId: change.pageId, playerId: change.playerId, score: change.score };
        if (stored && stored > change.clientUpdatedAt) {
          const kept = state.scores.find((s) => s.pageId === change.pageId && s.playerId === change.playerId) ?? score;
          return { ok: true, event: { type: 'score.upserted', gameId, score: kept } };
        }
        this.times.set(key, change.clientUpdatedAt);
        const event = { type: 'score.upserted' as const, gameId, score };
        this.apply(event);
        return { ok: true, event };
      }
    }
  };

  subscribe = (gameId: string, handlers: StreamHandlers) => {
    const stream = { gameId, handlers };
    this.streams.add(stream);
    queueMicrotask(() => handlers.onEvent({ type: 'ready', gameId }));
    return () => this.streams.delete(stream);
  };

  /** Another device's change arriving live. */
  push(event: Exclude<TGameEvent, { type: 'ready' }>) {
    this.apply(event);
  }

  streamCount = () => this.streams.size;
}

export function gameState(overrides: Partial<TGameState> = {}): TGameState {
  return { game: { id: GAME_ID, name: 'Game 2026-06-01', createdAt: '2026-06-01T10:00:00.000Z' }, players: [], scores: [], ...overrides };
}

let counter = 0;
/** Distinct, valid uuids. */
export const testUuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function makeStore(server: MemoryGameServer, overrides: Partial<GameStoreEnv> = {}) {
  const storage: { pending: PendingChange[]; gameId: string | null } = { pending: [], gameId: null };
  let clock = Date.parse('2026-06-01T10:00:00.000Z');
  const store = new GameStore({
    transport: server,
    loadPending: () => storage.pending,
    savePending: (changes) => {
      storage.pending = [...changes];
    },
    storeGameId: (id) => {
      storage.gameId = id;
    },
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
    uuid: testUuid,
    online: () => server.online,
    retryMs: 50,
    lingerMs: 0,
    ...overrides,
  });
  return { store, storage };
}

/** Lets queued promises and microtasks settle. */
export const settle = async (rounds = 5) => {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
