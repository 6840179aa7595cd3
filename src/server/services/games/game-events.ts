import { type TGameChangeEvent, ZGameChangeEvent } from '../../../shared/game/events';
import type { EventBus } from '../../platform/event-bus';

/** The bus topic of one game's live events. */
export const gameTopic = (gameId: string) => `game:${gameId}`;

/** Tells every device on the game (on every instance) about a committed change. */
export function publishGameEvent(bus: EventBus, event: TGameChangeEvent): void {
  bus.publish(gameTopic(event.gameId), event);
}

/** Only that game's events; payloads from other instances are checked before they are trusted. */
export function subscribeToGame(bus: EventBus, gameId: string, listener: (event: TGameChangeEvent) => void): () => void {
  return bus.subscribe(gameTopic(gameId), (payload) => {
    const parsed = ZGameChangeEvent.safeParse(payload);
    if (parsed.success && parsed.data.gameId === gameId) listener(parsed.data);
  });
}
