import { z } from 'zod';
import { ZGameId, ZPlayer, ZPlayerId, ZScore } from './schemas';

/**
 * What `GET /api/v1/games/:id/events` streams (Server-Sent Events). Each SSE message has the
 * event's `type` as its `event:` name and the whole event as JSON in `data:`. `ready` comes first
 * once the subscription is live: the client re-fetches the state then (spec §4.2: "refetched once
 * the subscription is established"), so nothing written before it subscribed is missed.
 */
export const ZGameReadyEvent = z.object({ type: z.literal('ready'), gameId: ZGameId });
export const ZPlayerInsertedEvent = z.object({ type: z.literal('player.inserted'), gameId: ZGameId, player: ZPlayer });
export const ZPlayerUpdatedEvent = z.object({ type: z.literal('player.updated'), gameId: ZGameId, player: ZPlayer });
export const ZPlayerDeletedEvent = z.object({ type: z.literal('player.deleted'), gameId: ZGameId, playerId: ZPlayerId });
export const ZScoreUpsertedEvent = z.object({ type: z.literal('score.upserted'), gameId: ZGameId, score: ZScore });

/** The changes of a game, as published on the event bus (and across instances). */
export const ZGameChangeEvent = z.discriminatedUnion('type', [ZPlayerInsertedEvent, ZPlayerUpdatedEvent, ZPlayerDeletedEvent, ZScoreUpsertedEvent]);
export type TGameChangeEvent = z.infer<typeof ZGameChangeEvent>;

/** Everything a client can receive on the stream. */
export const ZGameEvent = z.discriminatedUnion('type', [ZGameReadyEvent, ZPlayerInsertedEvent, ZPlayerUpdatedEvent, ZPlayerDeletedEvent, ZScoreUpsertedEvent]);
export type TGameEvent = z.infer<typeof ZGameEvent>;
export type TGameEventType = TGameEvent['type'];

export const GAME_EVENT_TYPES = ['ready', 'player.inserted', 'player.updated', 'player.deleted', 'score.upserted'] as const satisfies readonly TGameEventType[];

/** Parses one SSE `data:` line; null for anything that is not a game event (never throws). */
export function parseGameEvent(data: string): TGameEvent | null {
  try {
    const parsed = ZGameEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
