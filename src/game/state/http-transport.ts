import { API_BASE, apiFetch } from '../../shared/api/request';
import { GAME_EVENT_TYPES, parseGameEvent } from '../../shared/game/events';
import {
  gameApiPaths,
  type TGame,
  type TGameState,
  type TPlayer,
  type TRemovePlayerResult,
  type TUpsertScoreResult,
  ZGame,
  ZGameState,
  ZPlayer,
  ZRemovePlayerResult,
  ZUpsertScoreResult,
} from '../../shared/game/schemas';
import type { PendingChange } from './pending-changes';
import type { GameTransport, LoadResult, SendResult, StreamHandlers } from './transport';

/** The page's language (the root element's lang), so refusals come back in it. */
const pageLocale = () => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined);

async function request(
  path: string,
  init: { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown } = { method: 'GET' },
): Promise<{ status: number; data: unknown }> {
  const result = await apiFetch(path, { method: init.method, json: init.body, pageLocale: pageLocale() });
  // fetch itself failed: no network (the callers treat a throw as "retry later").
  if (result.status === 0) throw new Error('network');
  return { status: result.status, data: result.ok ? result.data : null };
}

const retryable = (status: number) => status >= 500 || status === 429 || status === 408;

function refused(status: number): SendResult {
  return { ok: false, retry: retryable(status), status };
}

async function sendChange(change: PendingChange): Promise<SendResult> {
  const { gameId } = change;
  try {
    switch (change.kind) {
      case 'addPlayer': {
        const { status, data } = await request(gameApiPaths.players(gameId), { method: 'POST', body: { id: change.player.id, name: change.player.name } });
        const player = ZPlayer.safeParse(data);
        return player.success ? { ok: true, event: { type: 'player.inserted', gameId, player: player.data as TPlayer } } : refused(status);
      }
      case 'renamePlayer': {
        const { status, data } = await request(gameApiPaths.player(gameId, change.playerId), { method: 'PATCH', body: { name: change.name } });
        const player = ZPlayer.safeParse(data);
        return player.success ? { ok: true, event: { type: 'player.updated', gameId, player: player.data } } : refused(status);
      }
      case 'removePlayer': {
        const { status, data } = await request(gameApiPaths.player(gameId, change.playerId), { method: 'DELETE' });
        const result = ZRemovePlayerResult.safeParse(data);
        return result.success
          ? { ok: true, event: { type: 'player.deleted', gameId, playerId: (result.data as TRemovePlayerResult).playerId } }
          : refused(status);
      }
      case 'score': {
        const body = { pageId: change.pageId, playerId: change.playerId, score: change.score, clientUpdatedAt: change.clientUpdatedAt };
        const { status, data } = await request(gameApiPaths.scores(gameId), { method: 'PUT', body });
        const result = ZUpsertScoreResult.safeParse(data);
        // Not applied means a newer score was stored meanwhile: that one is what everyone sees.
        return result.success ? { ok: true, event: { type: 'score.upserted', gameId, score: (result.data as TUpsertScoreResult).score } } : refused(status);
      }
    }
  } catch {
    // fetch itself failed: no network.
    return { ok: false, retry: true, status: 0 };
  }
}

/** The real server: JSON over fetch, live events by EventSource (which reconnects by itself). */
export const httpTransport: GameTransport = {
  async loadState(gameId: string): Promise<LoadResult> {
    const { status, data } = await request(gameApiPaths.state(gameId));
    if (status === 404 || status === 400) return { kind: 'notFound' };
    const state = ZGameState.safeParse(data);
    if (!state.success) throw new Error(`could not load the game (${status})`);
    return { kind: 'found', state: state.data as TGameState };
  },

  async createGame(): Promise<TGame> {
    const { status, data } = await request(gameApiPaths.create, { method: 'POST', body: {} });
    const game = ZGame.safeParse(data);
    if (!game.success) throw new Error(`could not create a game (${status})`);
    return game.data;
  },

  send: sendChange,

  subscribe(gameId: string, handlers: StreamHandlers): () => void {
    if (typeof EventSource === 'undefined') return () => undefined;
    const source = new EventSource(`${API_BASE}${gameApiPaths.events(gameId)}`);
    const onMessage = (message: MessageEvent<string>) => {
      const event = parseGameEvent(message.data);
      if (event) handlers.onEvent(event);
    };
    for (const type of GAME_EVENT_TYPES) source.addEventListener(type, onMessage);
    source.onerror = () => {
      // CONNECTING: the browser retries by itself. CLOSED: it gave up (e.g. 404 for a deleted game).
      if (source.readyState === EventSource.CLOSED) handlers.onClosed();
    };
    return () => source.close();
  },
};
