import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GAME_ID_PATTERN, type TGame, type TPlayer } from '../../../shared/game/schemas';
import type { Queryable } from '../../db/client';
import { games, type players } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** 16 random bytes as base64url: 128 bits nobody can guess or enumerate. */
export function newGameId(): string {
  return randomBytes(16).toString('base64url');
}

export function toGame(row: typeof games.$inferSelect): TGame {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString() };
}

export function toPlayer(row: Pick<typeof players.$inferSelect, 'id' | 'name' | 'createdAt'>): TPlayer {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString() };
}

export const gameNotFound = () => new AppError('NOT_FOUND', 'game.unknownGame');

/** The game, if it belongs to this site; a game of another site is not found, like a wrong id. */
export async function requireGame(db: Queryable, options: { siteId: string; gameId: string }) {
  if (!GAME_ID_PATTERN.test(options.gameId)) throw gameNotFound();
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.id, options.gameId), eq(games.siteId, options.siteId)))
    .limit(1);
  if (!row) throw gameNotFound();
  return row;
}
