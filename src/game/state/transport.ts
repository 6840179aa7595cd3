import type { TGameChangeEvent, TGameEvent } from '../../shared/game/events';
import type { TGame, TGameState } from '../../shared/game/schemas';
import type { PendingChange } from './pending-changes';

export type LoadResult = { kind: 'found'; state: TGameState } | { kind: 'notFound' };

/**
 * How a change went: confirmed (with what the server now holds, as an event), or refused. A
 * refusal to retry (no network, server trouble, rate limit) keeps the change queued; any other
 * refusal (the player or game is gone, invalid input) drops it, since sending it again cannot help.
 */
export type SendResult = { ok: true; event: TGameChangeEvent } | { ok: false; retry: boolean; status: number };

export type StreamHandlers = {
  onEvent: (event: TGameEvent) => void;
  /** The stream ended for good (e.g. the game is gone); the browser will not reconnect on its own. */
  onClosed: () => void;
};

/** The game's server side as the store sees it: swapped for an in-memory one in tests. */
export type GameTransport = {
  /** Throws when the server cannot be reached. */
  loadState: (gameId: string) => Promise<LoadResult>;
  /** Throws when the game cannot be created (offline, rate limited). */
  createGame: () => Promise<TGame>;
  send: (change: PendingChange) => Promise<SendResult>;
  subscribe: (gameId: string, handlers: StreamHandlers) => () => void;
};
