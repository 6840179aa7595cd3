import type { GameComponents } from '@/blocks/types';
import { CouponScreen, GameIsland, PlayersScreen, PlayScreen, ScoreTracker, ShareScreen, StartScreen } from './game-screens.lazy';

/**
 * The game's islands, handed to the block views by the app routes (`RenderContext.game`), the way
 * the edit route hands them the editor's components: the blocks decide where a screen goes, the
 * game owns the screens. Each is a client component in a chunk of its own (game-screens.lazy.tsx), so a
 * page loads and hydrates only the screens it uses.
 */
export const gameComponents: GameComponents = {
  Island: GameIsland,
  StartScreen,
  PlayersScreen,
  ShareScreen,
  CouponScreen,
  PlayScreen,
  ScoreTracker,
};
