import { describe, expect, it } from 'vitest';
import { computeRanking } from './ranking';
import type { TPlayer, TScore } from './schemas';

const player = (id: string, name: string, minute: number): TPlayer => ({ id, name, createdAt: `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z` });
const [anna, ben, cleo] = [player('a', 'Anna', 1), player('b', 'Ben', 2), player('c', 'Cleo', 3)];
const holes = ['h1', 'h2'];
const score = (playerId: string, pageId: string, value: number): TScore => ({ playerId, pageId, score: value });

describe('computeRanking', () => {
  it('orders by total strokes ascending', () => {
    const { entries } = computeRanking({
      players: [anna, ben, cleo],
      holePageIds: holes,
      scores: [score('a', 'h1', 5), score('a', 'h2', 5), score('b', 'h1', 2), score('b', 'h2', 3), score('c', 'h1', 4), score('c', 'h2', 4)],
    });
    expect(entries.map((e) => [e.name, e.totalScore, e.rank])).toEqual([
      ['Ben', 5, 1],
      ['Cleo', 8, 2],
      ['Anna', 10, 3],
    ]);
  });

  it('gives tied players the same rank and skips the next (1, 1, 3)', () => {
    const { entries } = computeRanking({
      players: [anna, ben, cleo],
      holePageIds: holes,
      scores: [score('a', 'h1', 3), score('a', 'h2', 3), score('b', 'h1', 4), score('b', 'h2', 2), score('c', 'h1', 5), score('c', 'h2', 5)],
    });
    expect(entries.map((e) => [e.name, e.rank])).toEqual([
      ['Anna', 1],
      ['Ben', 1],
      ['Cleo', 3],
    ]);
  });

  it('flags incomplete players and reports missing scores', () => {
    const ranking = computeRanking({ players: [anna, ben], holePageIds: holes, scores: [score('a', 'h1', 3), score('a', 'h2', 3), score('b', 'h1', 4)] });
    const ben_ = ranking.entries.find((e) => e.playerId === 'b');
    expect(ben_).toMatchObject({ totalScore: 4, entriesCount: 1, isComplete: false });
    expect(ranking.entries.find((e) => e.playerId === 'a')?.isComplete).toBe(true);
    expect(ranking.hasMissingScores).toBe(true);
  });

  it('reports no missing scores when everyone played every hole', () => {
    const ranking = computeRanking({ players: [anna], holePageIds: holes, scores: [score('a', 'h1', 1), score('a', 'h2', 1)] });
    expect(ranking.hasMissingScores).toBe(false);
  });

  it('does not count a zero score as an entry', () => {
    const ranking = computeRanking({ players: [anna], holePageIds: holes, scores: [score('a', 'h1', 0), score('a', 'h2', 2)] });
    expect(ranking.entries[0]).toMatchObject({ totalScore: 2, entriesCount: 1, isComplete: false });
  });

  it('ignores scores on pages that are not holes and of unknown players', () => {
    const ranking = computeRanking({ players: [anna], holePageIds: holes, scores: [score('a', 'ranking', 9), score('x', 'h1', 1), score('a', 'h1', 2)] });
    expect(ranking.entries).toHaveLength(1);
    expect(ranking.entries[0]?.totalScore).toBe(2);
  });

  it('ranks players without scores at total 0 and keeps join order among ties', () => {
    const { entries } = computeRanking({ players: [ben, anna], holePageIds: holes, scores: [] });
    expect(entries.map((e) => [e.name, e.rank, e.isComplete])).toEqual([
      ['Ben', 1, false],
      ['Anna', 1, false],
    ]);
  });

  it('ranks players with a score on every hole before those who skipped holes, whatever their totals', () => {
    const { entries } = computeRanking({
      players: [anna, ben, cleo],
      holePageIds: holes,
      scores: [score('a', 'h1', 4), score('a', 'h2', 4), score('b', 'h1', 1), score('c', 'h1', 3), score('c', 'h2', 6)],
    });
    expect(entries.map((e) => [e.name, e.totalScore, e.isComplete, e.rank])).toEqual([
      ['Anna', 8, true, 1],
      ['Cleo', 9, true, 2],
      ['Ben', 1, false, 3],
    ]);
  });

  it('does not tie a complete and an incomplete player with the same total', () => {
    const { entries } = computeRanking({
      players: [ben, anna],
      holePageIds: holes,
      scores: [score('a', 'h1', 2), score('a', 'h2', 2), score('b', 'h1', 4)],
    });
    expect(entries.map((e) => [e.name, e.rank])).toEqual([
      ['Anna', 1],
      ['Ben', 2],
    ]);
  });

  it('ranks the issue’s game: Anna and Ben (six holes, 17 each) share first, Cleo (hole 6 only, 1 stroke) is last', () => {
    const six = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
    const strokes = [3, 2, 4, 3, 2, 3];
    const ranking = computeRanking({
      players: [anna, ben, cleo],
      holePageIds: six,
      scores: [...six.flatMap((hole, i) => [score('a', hole, strokes[i] ?? 0), score('b', hole, strokes[5 - i] ?? 0)]), score('c', 'h6', 1)],
    });
    expect(ranking.entries.map((e) => [e.name, e.totalScore, e.isComplete, e.rank])).toEqual([
      ['Anna', 17, true, 1],
      ['Ben', 17, true, 1],
      ['Cleo', 1, false, 3],
    ]);
    expect(ranking.hasMissingScores).toBe(true);
  });

  it('is empty without players', () => {
    expect(computeRanking({ players: [], holePageIds: holes, scores: [] })).toEqual({ entries: [], hasMissingScores: false });
  });
});
