import { asc, eq } from 'drizzle-orm';
import type { TGameState } from '../../../shared/game/schemas';
import type { Queryable } from '../../db/client';
import { holes, players } from '../../db/schema';
import { requireGame, toGame, toPlayer } from './game-records';

/** The whole game for a device: players in the order they joined, and every score row. */
export async function loadGameState(db: Queryable, options: { siteId: string; gameId: string }): Promise<TGameState> {
  const game = await requireGame(db, options);
  const [playerRows, scoreRows] = await Promise.all([
    db
      .select({ id: players.id, name: players.name, createdAt: players.createdAt })
      .from(players)
      .where(eq(players.gameId, game.id))
      .orderBy(asc(players.createdAt), asc(players.id)),
    db.select({ pageId: holes.pageId, playerId: holes.playerId, score: holes.score }).from(holes).where(eq(holes.gameId, game.id)),
  ]);
  return { game: toGame(game), players: playerRows.map(toPlayer), scores: scoreRows };
}
