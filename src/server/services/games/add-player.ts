import { count, eq } from 'drizzle-orm';
import { MAX_PLAYERS_PER_GAME } from '../../../shared/constants/game';
import type { TPlayer } from '../../../shared/game/schemas';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { type EventBus, getEventBus } from '../../platform/event-bus';
import { publishGameEvent } from './game-events';
import { requireGame, toPlayer } from './game-records';

/**
 * Adds a player with the id the device made. Idempotent: sending the same player again (an
 * offline device replaying its queue) answers the stored player and announces nothing new.
 */
export async function addPlayer(
  db: Database,
  options: { siteId: string; gameId: string; player: { id: string; name: string }; bus?: EventBus },
): Promise<{ player: TPlayer; created: boolean }> {
  const result = await db.transaction(async (tx) => {
    const game = await requireGame(tx, options);
    const [inserted] = await tx.insert(players).values({ id: options.player.id, gameId: game.id, name: options.player.name }).onConflictDoNothing().returning();
    if (!inserted) {
      const [existing] = await tx.select().from(players).where(eq(players.id, options.player.id)).limit(1);
      // A uuid taken in another game: never let one game reach into another.
      if (!existing || existing.gameId !== game.id) throw new AppError('CONFLICT', 'game.playerIdTaken');
      return { player: toPlayer(existing), created: false };
    }
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(players).where(eq(players.gameId, game.id));
    if (total > MAX_PLAYERS_PER_GAME) throw new AppError('CONFLICT', 'game.gameFull', { values: { max: MAX_PLAYERS_PER_GAME } });
    return { player: toPlayer(inserted), created: true };
  });
  if (result.created) publishGameEvent(options.bus ?? getEventBus(), { type: 'player.inserted', gameId: options.gameId, player: result.player });
  return result;
}
