import { describe, expect, it } from 'vitest';
import { applyPendingChanges, enqueueChange, isPendingChange, type PendingChange } from './pending-changes';
import { GAME_ID, HOLE_1, gameState } from './testing';

const anna = { id: '5a0c1c2e-7a51-4d0b-9c1e-2f5b8f6d1a11', name: 'Anna', createdAt: '2026-06-01T09:00:00.000Z' };
const score = (changeId: string, value: number): PendingChange => ({
  changeId,
  gameId: GAME_ID,
  kind: 'score',
  pageId: HOLE_1,
  playerId: anna.id,
  score: value,
  clientUpdatedAt: '2026-06-01T10:00:00.000Z',
});

describe('pending changes', () => {
  it('shows unsent changes on top of the server state, in order', () => {
    const changes: PendingChange[] = [
      { changeId: '1', gameId: GAME_ID, kind: 'addPlayer', player: anna },
      { changeId: '2', gameId: GAME_ID, kind: 'renamePlayer', playerId: anna.id, name: 'Anna B.' },
      score('3', 4),
      { changeId: '4', gameId: 'ZZZZEfGhIjKlMnOpQrStUv', kind: 'removePlayer', playerId: anna.id },
    ];
    const view = applyPendingChanges(gameState(), changes);
    expect(view.players.map((p) => p.name)).toEqual(['Anna B.']);
    expect(view.scores).toEqual([{ pageId: HOLE_1, playerId: anna.id, score: 4 }]);
    const removed = applyPendingChanges(view, [{ changeId: '5', gameId: GAME_ID, kind: 'removePlayer', playerId: anna.id }]);
    expect(removed).toMatchObject({ players: [], scores: [] });
  });

  it('replaces an unsent score for the same hole and player in place', () => {
    const add: PendingChange = { changeId: 'a', gameId: GAME_ID, kind: 'addPlayer', player: anna };
    const queue = enqueueChange(enqueueChange([add], score('s1', 1)), score('s2', 2));
    expect(queue.map((c) => c.changeId)).toEqual(['a', 's2']);
  });

  it('keeps only well-formed changes read back from storage', () => {
    expect(isPendingChange(score('x', 1))).toBe(true);
    expect(isPendingChange({ changeId: 'x', gameId: GAME_ID, kind: 'score', pageId: HOLE_1 })).toBe(false);
    expect(isPendingChange({ changeId: 'x', gameId: GAME_ID, kind: 'dropTables' })).toBe(false);
    expect(isPendingChange(null)).toBe(false);
  });
});
