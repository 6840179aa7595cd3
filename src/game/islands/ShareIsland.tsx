'use client';

import { ShareScreen } from '../screens/ShareScreen';
import { type GameScreenIslandProps, GameScreenRoot } from './GameScreenRoot';

/** The share screen as an island of its own (see GameScreenRoot). */
export function ShareIsland(props: GameScreenIslandProps) {
  return (
    <GameScreenRoot {...props}>
      <ShareScreen />
    </GameScreenRoot>
  );
}
