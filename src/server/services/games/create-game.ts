import type { TGame } from '../../../shared/game/schemas';
import type { Queryable } from '../../db/client';
import { games } from '../../db/schema';
import { newGameId, toGame } from './game-records';

/** 'Game' plus the creation date (spec §3.2), e.g. "Game 2026-06-01". */
export function defaultGameName(createdAt: Date): string {
  return `Game ${createdAt.toISOString().slice(0, 10)}`;
}

export async function createGame(db: Queryable, options: { siteId: string; name?: string }): Promise<TGame> {
  const createdAt = new Date();
  const [row] = await db
    .insert(games)
    .values({ id: newGameId(), siteId: options.siteId, name: options.name ?? defaultGameName(createdAt), createdAt })
    .returning();
  return toGame(row!);
}
