import type { Ranking } from '../shared/game/ranking';

/** The coupon's winner(s): everyone on rank 1 with strokes played (ties share the coupon). */
export function winnerNames(ranking: Ranking): string[] {
  return ranking.entries.filter((entry) => entry.rank === 1 && entry.entriesCount > 0).map((entry) => entry.name);
}
