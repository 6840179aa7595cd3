import type { TPlayer, TScore } from './schemas';

/** One line of the ranking table (spec §3.2 ranking entry, plus the shared rank). */
export type RankingEntry = {
  playerId: string;
  name: string;
  totalScore: number;
  /** Holes with a score above 0: a hole is played in at least one stroke, 0 means not yet played. */
  entriesCount: number;
  /** Every hole has an entry; an incomplete player's total is shown with an asterisk. */
  isComplete: boolean;
  /**
   * Standard competition ranking: complete players first, then incomplete ones; equal totals (of
   * equally complete players) share a rank, the next rank skips (1, 1, 3).
   */
  rank: number;
};

export type Ranking = {
  entries: RankingEntry[];
  /** Show the missingScores warning: some player is incomplete. */
  hasMissingScores: boolean;
};

/**
 * The ranking over the hole pages: players with a score on every hole first (a skipped hole must
 * never make a low total win), then total strokes ascending (fewest wins); ties share a rank.
 * Scores on pages that are not holes (and of unknown players) are ignored.
 */
export function computeRanking(options: { players: readonly TPlayer[]; scores: readonly TScore[]; holePageIds: readonly string[] }): Ranking {
  const holes = new Set(options.holePageIds);
  const totals = new Map<string, { total: number; entries: number }>();
  for (const player of options.players) totals.set(player.id, { total: 0, entries: 0 });
  for (const score of options.scores) {
    const line = totals.get(score.playerId);
    if (!line || !holes.has(score.pageId)) continue;
    line.total += score.score;
    if (score.score > 0) line.entries += 1;
  }
  const unranked = options.players.map((player, joinOrder) => {
    const line = totals.get(player.id) ?? { total: 0, entries: 0 };
    return {
      joinOrder,
      playerId: player.id,
      name: player.name,
      totalScore: line.total,
      entriesCount: line.entries,
      isComplete: line.entries >= holes.size,
    };
  });
  // Equal totals keep the order players joined in, so the table does not jump around.
  unranked.sort((a, b) => Number(b.isComplete) - Number(a.isComplete) || a.totalScore - b.totalScore || a.joinOrder - b.joinOrder);
  const entries: RankingEntry[] = [];
  unranked.forEach(({ joinOrder: _joinOrder, ...entry }, index) => {
    const previous = entries[index - 1];
    const tied = previous && previous.isComplete === entry.isComplete && previous.totalScore === entry.totalScore;
    const rank = tied ? previous.rank : index + 1;
    entries.push({ ...entry, rank });
  });
  return { entries, hasMissingScores: entries.some((entry) => !entry.isComplete) };
}
