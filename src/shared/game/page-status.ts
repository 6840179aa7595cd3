import type { TPlayer, TScore } from './schemas';

/** Pagination dot of a drawer page (spec §4.2), derived from the scores on that page. */
export type PageDotStatus = 'active' | 'noScores' | 'partial' | 'complete';

type PageScores = { players: readonly Pick<TPlayer, 'id'>[]; scores: readonly TScore[] };

/** How many of the game's players have a score above 0 on the page. */
function playersScoredOn(pageId: string, { players, scores }: PageScores): number {
  const scored = new Set(scores.filter((s) => s.pageId === pageId && s.score > 0).map((s) => s.playerId));
  return players.filter((p) => scored.has(p.id)).length;
}

/** A page is complete when there are players and every one of them has a score above 0 on it. */
export function isPageComplete(pageId: string, game: PageScores): boolean {
  return game.players.length > 0 && playersScoredOn(pageId, game) === game.players.length;
}

/** The current page is 'active'; others are noScores, partial or complete by their scores. */
export function pageDotStatus(options: PageScores & { pageId: string; activePageId: string | null }): PageDotStatus {
  if (options.pageId === options.activePageId) return 'active';
  const scored = playersScoredOn(options.pageId, options);
  if (scored === 0) return 'noScores';
  return scored === options.players.length ? 'complete' : 'partial';
}

/**
 * The drawer's pages are the holes followed by the ranking page, so the second-last page is the
 * last hole; it counts as complete when every player scored above 0 on it (spec §4.2).
 */
export function isSecondLastPageComplete(pageIds: readonly string[], game: PageScores): boolean {
  const secondLast = pageIds.length >= 2 ? pageIds[pageIds.length - 2] : undefined;
  return secondLast !== undefined && isPageComplete(secondLast, game);
}

/** The ranking offers the coupon only when a player has an entry and the second-last page is complete. */
export function isCouponVisible(pageIds: readonly string[], game: PageScores): boolean {
  const someEntry = game.scores.some((s) => s.score > 0 && game.players.some((p) => p.id === s.playerId));
  return someEntry && isSecondLastPageComplete(pageIds, game);
}
