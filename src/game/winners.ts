import type { Ranking } from '../shared/game/ranking';

/**
 * The coupon's winner(s): the best players with a score on every hole (ties share the coupon).
 * Nobody complete, nobody wins: a player who skipped holes never gets the free drink.
 */
export function winnerNames(ranking: Ranking): string[] {
  return ranking.entries.filter((entry) => entry.rank === 1 && entry.isComplete && entry.entriesCount > 0).map((entry) => entry.name);
}
