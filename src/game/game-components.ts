import type { GameComponents } from '@/blocks/types';
import { CouponIsland, GameIsland, PlayersIsland, PlayScreen, ScoreTracker, ShareIsland, StartIsland } from './game-screens.lazy';

/**
 * The game's islands, handed to the block views by the app routes (`RenderContext.game`), the way
 * the edit route hands them the editor's components: the blocks decide where a screen goes, the
 * game owns the screens. Each is a client component in a chunk of its own (game-screens.lazy.tsx), so a
 * page loads and hydrates only the screens it uses. The set-up screens hydrate on roots of their
 * own (src/app/_islands); the play page runs in Next's runtime.
 */
export const gameComponents: GameComponents = {
  Island: GameIsland,
  ScreenIslands: { gameStart: StartIsland, gamePlayers: PlayersIsland, gameShare: ShareIsland, gameCoupon: CouponIsland },
  PlayScreen,
  ScoreTracker,
};
