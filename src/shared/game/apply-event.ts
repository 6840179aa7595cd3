import type { TGameChangeEvent } from './events';
import type { TGameState, TPlayer, TScore } from './schemas';

const byJoinOrder = (a: TPlayer, b: TPlayer) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

function upsertPlayer(players: TPlayer[], player: TPlayer): TPlayer[] {
  const others = players.filter((p) => p.id !== player.id);
  return [...others, player].sort(byJoinOrder);
}

function upsertScore(scores: TScore[], score: TScore): TScore[] {
  const index = scores.findIndex((s) => s.pageId === score.pageId && s.playerId === score.playerId);
  if (index === -1) return [...scores, score];
  const next = scores.slice();
  next[index] = score;
  return next;
}

/**
 * A device's game state after one live event. Pure and idempotent (an event applied twice gives
 * the same state), so replays after a reconnect are harmless; a deleted player's scores go too,
 * as the database cascades them.
 */
export function applyGameEvent(state: TGameState, event: TGameChangeEvent): TGameState {
  if (event.gameId !== state.game.id) return state;
  switch (event.type) {
    case 'player.inserted':
    case 'player.updated':
      return { ...state, players: upsertPlayer(state.players, event.player) };
    case 'player.deleted':
      return {
        ...state,
        players: state.players.filter((p) => p.id !== event.playerId),
        scores: state.scores.filter((s) => s.playerId !== event.playerId),
      };
    case 'score.upserted':
      // Kept even if the player's insert has not arrived yet: views only read scores of known players.
      return { ...state, scores: upsertScore(state.scores, event.score) };
  }
}

/** A player's strokes on a page (0 when nothing was entered). */
export function scoreOf(scores: readonly TScore[], pageId: string, playerId: string): number {
  return scores.find((s) => s.pageId === pageId && s.playerId === playerId)?.score ?? 0;
}
