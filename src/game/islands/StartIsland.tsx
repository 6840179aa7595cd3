'use client';

import { StartScreen } from '../screens/StartScreen';
import { type GameScreenIslandProps, GameScreenRoot } from './GameScreenRoot';

/** The start screen as an island of its own (see GameScreenRoot). */
export function StartIsland(props: GameScreenIslandProps) {
  return (
    <GameScreenRoot {...props}>
      <StartScreen />
    </GameScreenRoot>
  );
}
