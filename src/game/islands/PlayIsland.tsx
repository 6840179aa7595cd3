'use client';

import { PlayScreen, type PlayScreenProps } from '../screens/PlayScreen';
import { type GameScreenIslandProps, GameScreenRoot } from './GameScreenRoot';

/**
 * The play screen (map, drawer, score trackers) as an island of its own (see GameScreenRoot): the
 * drawer pages arrive as the server's HTML (slots) and stay mounted while the player moves between
 * holes, which is the screen's own state; it leaves for the coupon by a page load.
 */
export function PlayIsland({ links, locale, messages, ...play }: GameScreenIslandProps & PlayScreenProps) {
  return (
    <GameScreenRoot links={links} locale={locale} messages={messages}>
      <PlayScreen {...play} />
    </GameScreenRoot>
  );
}
