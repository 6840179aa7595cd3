import type { GameComponents } from '@/blocks/types';
import { GameIsland } from './GameIsland';
import { CouponScreen } from './screens/CouponScreen';
import { PlayersScreen } from './screens/PlayersScreen';
import { PlayScreen } from './screens/PlayScreen';
import { ScoreTracker } from './screens/ScoreTracker';
import { ShareScreen } from './screens/ShareScreen';
import { StartScreen } from './screens/StartScreen';

/**
 * The game's islands, handed to the block views by the app routes (`RenderContext.game`), the way
 * the edit route hands them the editor's components: the blocks decide where a screen goes, the
 * game owns the screens. Each is a client component, so only the screens a page uses hydrate.
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
