import type { ReactNode } from 'react';
import { GameIsland } from '../../game/GameIsland';
import { CouponScreen } from '../../game/screens/CouponScreen';
import { PlayersScreen } from '../../game/screens/PlayersScreen';
import { ShareScreen } from '../../game/screens/ShareScreen';
import { StartScreen } from '../../game/screens/StartScreen';
import { holePageIds } from '../../shared/game/course';
import { messagesFor } from '../../shared/i18n/catalogues';
import { optionOf } from '../../shared/blocks/options';
import { loadCourse } from '../../server/services/rendering/load-course';
import type { BlockRenderProps } from '../types';
import { gameSetupDefinition } from '../../shared/blocks/game-setup/definition';
import { gameLinks } from './game-links';
import { GameSetupPreview } from './GameSetupPreview';

/**
 * One of the game's screens, by the `gameOptions` option. Live, each is a small client island
 * (only the chosen screen's code is sent); in edit mode a still preview.
 */
export async function GameSetup({ group, ctx }: BlockRenderProps): Promise<ReactNode> {
  const screen = optionOf(gameSetupDefinition, group, 'gameOptions');
  if (ctx.mode === 'edit') return <GameSetupPreview screen={screen} locale={ctx.locale} />;
  const island = (children: ReactNode) => (
    <GameIsland links={gameLinks(ctx)} locale={ctx.locale} messages={messagesFor(ctx.locale, 'game')}>
      {children}
    </GameIsland>
  );
  switch (screen) {
    case 'start':
      return island(<StartScreen />);
    case 'addPlayers':
      return island(<PlayersScreen />);
    case 'share':
      return island(<ShareScreen />);
    case 'coupon': {
      // The winner is ranked over the course's holes, read like the play page reads them.
      const { course } = await loadCourse(ctx);
      return island(<CouponScreen holePageIds={holePageIds(course)} />);
    }
  }
}
