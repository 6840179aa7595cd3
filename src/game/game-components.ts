import type { GameComponents } from '@/blocks/types';
import { CouponIsland, PlayersIsland, PlayIsland, ShareIsland, StartIsland } from './game-screens.lazy';

/**
 * The game's islands, handed to the block views by the app routes (`RenderContext.game`), the way
 * the edit route hands them the editor's components: the blocks decide where a screen goes, the
 * game owns the screens. Each is a client component in a chunk of its own (game-screens.lazy.tsx),
 * hydrated on a root of its own (src/app/_islands), so a page loads and hydrates only the screen it shows.
 */
export const gameComponents: GameComponents = {
  ScreenIslands: { gameStart: StartIsland, gamePlayers: PlayersIsland, gameShare: ShareIsland, gameCoupon: CouponIsland, gamePlay: PlayIsland },
};
