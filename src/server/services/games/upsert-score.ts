import { and, eq, lte, sql } from 'drizzle-orm';
import type { TUpsertScoreResult } from '../../../shared/game/schemas';
import type { Database } from '../../db/client';
import { holes, players } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { type EventBus, getEventBus } from '../../platform/event-bus';
import { publishGameEvent } from './game-events';
import { requireGame } from './game-records';

/**
 * When a score counts as written: the device's time when it says (an offline entry replayed
 * later keeps its real time), but never later than now, so a device whose clock runs ahead
 * cannot lock a score against everyone else.
 */
export function effectiveScoreTime(clientUpdatedAt: string | undefined, now: Date): Date {
  if (!clientUpdatedAt) return now;
  const client = new Date(clientUpdatedAt);
  return client.getTime() < now.getTime() ? client : now;
}

/**
 * One row per game, hole page and player. Last writer wins by the time the score was entered:
 * the row is replaced only if the stored one is not newer, so replaying is idempotent and an
 * old offline entry never overwrites a newer one. `applied: false` returns the stored score.
 */
export async function upsertScore(
  db: Database,
  options: { siteId: string; gameId: string; pageId: string; playerId: string; score: number; clientUpdatedAt?: string; bus?: EventBus },
): Promise<TUpsertScoreResult> {
  const writtenAt = effectiveScoreTime(options.clientUpdatedAt, new Date());
  const result = await db.transaction(async (tx) => {
    const game = await requireGame(tx, options);
    const [player] = await tx
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.id, options.playerId), eq(players.gameId, game.id)))
      .limit(1);
    if (!player) throw new AppError('NOT_FOUND', 'game.unknownPlayer');
    const key = { gameId: game.id, pageId: options.pageId, playerId: options.playerId };
    const [written] = await tx
      .insert(holes)
      .values({ ...key, score: options.score, clientUpdatedAt: writtenAt })
      .onConflictDoUpdate({
        target: [holes.gameId, holes.pageId, holes.playerId],
        set: { score: sql`excluded.score`, updatedAt: sql`now()`, clientUpdatedAt: sql`excluded.client_updated_at` },
        setWhere: lte(holes.clientUpdatedAt, sql`excluded.client_updated_at`),
      })
      .returning({ pageId: holes.pageId, playerId: holes.playerId, score: holes.score });
    if (written) return { score: written, applied: true };
    const [stored] = await tx
      .select({ pageId: holes.pageId, playerId: holes.playerId, score: holes.score })
      .from(holes)
      .where(and(eq(holes.gameId, key.gameId), eq(holes.pageId, key.pageId), eq(holes.playerId, key.playerId)));
    return { score: stored!, applied: false };
  });
  if (result.applied) publishGameEvent(options.bus ?? getEventBus(), { type: 'score.upserted', gameId: options.gameId, score: result.score });
  return result;
}
