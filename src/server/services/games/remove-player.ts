import { and, eq } from 'drizzle-orm';
import type { TRemovePlayerResult } from '../../../shared/game/schemas';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { type EventBus, getEventBus } from '../../platform/event-bus';
import { publishGameEvent } from './game-events';
import { requireGame } from './game-records';

/**
 * Removes a player and (by cascade) their scores. Idempotent, so an offline device replaying a
 * removal that another device already made does not fail; only a real removal is announced.
 */
export async function removePlayer(db: Database, options: { siteId: string; gameId: string; playerId: string; bus?: EventBus }): Promise<TRemovePlayerResult> {
  const game = await requireGame(db, options);
  const deleted = await db
    .delete(players)
    .where(and(eq(players.id, options.playerId), eq(players.gameId, game.id)))
    .returning({ id: players.id });
  if (deleted.length > 0) publishGameEvent(options.bus ?? getEventBus(), { type: 'player.deleted', gameId: game.id, playerId: options.playerId });
  return { playerId: options.playerId, deleted: deleted.length > 0 };
}
