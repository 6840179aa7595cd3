import { describe, expect, it } from 'vitest';
import { computeRanking } from '../shared/game/ranking';
import type { TPlayer, TScore } from '../shared/game/schemas';
import { winnerNames } from './winners';

const player = (id: string, name: string, minute: number): TPlayer => ({ id, name, createdAt: `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z` });
const [anna, ben, cleo] = [player('a', 'Anna', 1), player('b', 'Ben', 2), player('c', 'Cleo', 3)];
const holes = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const score = (playerId: string, pageId: string, value: number): TScore => ({ playerId, pageId, score: value });
const winners = (scores: TScore[], players = [anna, ben, cleo]) => winnerNames(computeRanking({ players, scores, holePageIds: holes }));

/** Anna and Ben play every hole, 17 strokes each. */
const annaAndBen = holes.flatMap((hole, i) => [score('a', hole, [3, 2, 4, 3, 2, 3][i] ?? 0), score('b', hole, [2, 3, 3, 3, 3, 3][i] ?? 0)]);

describe('winnerNames (who gets the coupon)', () => {
  it('gives the coupon to the tied best complete players, not to one who skipped holes with fewer strokes (issue 33)', () => {
    expect(winners([...annaAndBen, score('c', 'h6', 1)])).toEqual(['Anna', 'Ben']);
  });

  it('gives it to the single best complete player', () => {
    expect(winners([...annaAndBen.filter((s) => !(s.playerId === 'b' && s.pageId === 'h1')), score('b', 'h1', 5), score('c', 'h6', 1)])).toEqual(['Anna']);
  });

  it('names nobody while nobody has a score on every hole', () => {
    expect(winners([score('a', 'h6', 2), score('b', 'h6', 3), score('c', 'h6', 1)])).toEqual([]);
    expect(winners([])).toEqual([]);
  });
});
