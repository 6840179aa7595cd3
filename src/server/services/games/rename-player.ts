import { and, eq, sql } from 'drizzle-orm';
import type { TPlayer } from '../../../shared/game/schemas';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { type EventBus, getEventBus } from '../../platform/event-bus';
import { publishGameEvent } from './game-events';
import { requireGame, toPlayer } from './game-records';

export async function renamePlayer(
  db: Database,
  options: { siteId: string; gameId: string; playerId: string; name: string; bus?: EventBus },
): Promise<TPlayer> {
  const game = await requireGame(db, options);
  const [row] = await db
    .update(players)
    .set({ name: options.name, updatedAt: sql`now()` })
    .where(and(eq(players.id, options.playerId), eq(players.gameId, game.id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'game.unknownPlayer');
  const player = toPlayer(row);
  publishGameEvent(options.bus ?? getEventBus(), { type: 'player.updated', gameId: game.id, player });
  return player;
}
