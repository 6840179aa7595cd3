'use client';

import { PlayersScreen } from '../screens/PlayersScreen';
import { type GameScreenIslandProps, GameScreenRoot } from './GameScreenRoot';

/** The players screen as an island of its own (see GameScreenRoot). */
export function PlayersIsland(props: GameScreenIslandProps) {
  return (
    <GameScreenRoot {...props}>
      <PlayersScreen />
    </GameScreenRoot>
  );
}
