import { applyGameEvent } from '../../shared/game/apply-event';
import type { TGameState, TPlayer } from '../../shared/game/schemas';

/**
 * A change made on this device and not yet confirmed by the server. Every kind is idempotent on
 * the server (the player id is made here, removal of a missing player succeeds, scores carry the
 * time they were entered and the server keeps the newest), so a change may be sent twice safely.
 */
export type PendingChange =
  | { changeId: string; gameId: string; kind: 'addPlayer'; player: TPlayer }
  | { changeId: string; gameId: string; kind: 'renamePlayer'; playerId: string; name: string }
  | { changeId: string; gameId: string; kind: 'removePlayer'; playerId: string }
  | { changeId: string; gameId: string; kind: 'score'; pageId: string; playerId: string; score: number; clientUpdatedAt: string };

const KINDS = new Set(['addPlayer', 'renamePlayer', 'removePlayer', 'score']);

/** Changes read back from storage are user-controlled data: keep only well-formed ones. */
export function isPendingChange(value: unknown): value is PendingChange {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.changeId !== 'string' || typeof v.gameId !== 'string' || !KINDS.has(String(v.kind))) return false;
  switch (v.kind) {
    case 'addPlayer': {
      const p = v.player as Record<string, unknown> | null;
      return typeof p === 'object' && p !== null && typeof p.id === 'string' && typeof p.name === 'string' && typeof p.createdAt === 'string';
    }
    case 'renamePlayer':
      return typeof v.playerId === 'string' && typeof v.name === 'string';
    case 'removePlayer':
      return typeof v.playerId === 'string';
    default:
      return typeof v.pageId === 'string' && typeof v.playerId === 'string' && typeof v.score === 'number' && typeof v.clientUpdatedAt === 'string';
  }
}

/** What the device shows: the server's state with this device's unsent changes applied on top. */
export function applyPendingChanges(state: TGameState, changes: readonly PendingChange[]): TGameState {
  let view = state;
  for (const change of changes) {
    if (change.gameId !== state.game.id) continue;
    switch (change.kind) {
      case 'addPlayer':
        view = applyGameEvent(view, { type: 'player.inserted', gameId: change.gameId, player: change.player });
        break;
      case 'renamePlayer': {
        const player = view.players.find((p) => p.id === change.playerId);
        if (player) view = applyGameEvent(view, { type: 'player.updated', gameId: change.gameId, player: { ...player, name: change.name } });
        break;
      }
      case 'removePlayer':
        view = applyGameEvent(view, { type: 'player.deleted', gameId: change.gameId, playerId: change.playerId });
        break;
      case 'score':
        view = applyGameEvent(view, {
          type: 'score.upserted',
          gameId: change.gameId,
          score: { pageId: change.pageId, playerId: change.playerId, score: change.score },
        });
        break;
    }
  }
  return view;
}

/**
 * Appends a change. A newer score for the same page and player replaces the unsent older one in
 * place (tapping + five times queues one write, not five); its position keeps it after the
 * player's own addition.
 */
export function enqueueChange(queue: readonly PendingChange[], change: PendingChange): PendingChange[] {
  if (change.kind === 'score') {
    const index = queue.findIndex((c) => c.kind === 'score' && c.gameId === change.gameId && c.pageId === change.pageId && c.playerId === change.playerId);
    if (index !== -1) {
      const next = queue.slice();
      next[index] = change;
      return next;
    }
  }
  return [...queue, change];
}
