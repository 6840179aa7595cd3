import type { ReactNode } from 'react';
import { blockDataOf } from '../../shared/blocks/load';
import { holePageIds } from '../../shared/game/course';
import { getTranslator, messagesFor } from '../../shared/i18n/catalogues';
import { optionOf } from '../../shared/blocks/options';
import type { BlockRenderProps } from '../types';
import { gameSetupDefinition } from '../../shared/blocks/game-setup/definition';
import { gameLinks } from './game-links';
import { GameSetupPreview } from './GameSetupPreview';
import { IslandRoot } from '../_shared/island/Island';

/**
 * One of the game's screens, by the `gameOptions` option. Live, each is a client island on a root
 * of its own from the injected game components (only the chosen screen's code is sent); in edit
 * mode a still preview. The coupon ranks over the course's holes, which the page loader loaded for it.
 */
export function GameSetup({ group, ctx }: BlockRenderProps): ReactNode {
  const screen = optionOf(gameSetupDefinition, group, 'gameOptions');
  const { game } = ctx;
  if (ctx.mode === 'edit' || !game) return <GameSetupPreview screen={screen} locale={ctx.locale} />;
  const props = { links: gameLinks(ctx), locale: ctx.locale, messages: messagesFor(ctx.locale, 'game') };
  const withNotice = (rendered: ReactNode) => (
    <>
      {/* The screens are client islands: without JavaScript the player learns why nothing works. */}
      <noscript>
        <p className="mx-auto max-w-md px-6 py-4 text-center font-medium" role="note">
          {getTranslator(ctx.locale, 'game')('start.needsJavaScript')}
        </p>
      </noscript>
      {rendered}
    </>
  );
  switch (screen) {
    case 'start':
      return withNotice(<IslandRoot wake="load" name="gameStart" component={game.ScreenIslands.gameStart} props={props} />);
    case 'addPlayers':
      return withNotice(<IslandRoot wake="load" name="gamePlayers" component={game.ScreenIslands.gamePlayers} props={props} />);
    case 'share':
      return withNotice(<IslandRoot wake="load" name="gameShare" component={game.ScreenIslands.gameShare} props={props} />);
    case 'coupon': {
      const course = blockDataOf(ctx.data, group.id, 'course')?.course ?? { pages: [] };
      const coupon = { ...props, holePageIds: holePageIds(course) };
      return withNotice(<IslandRoot wake="load" name="gameCoupon" component={game.ScreenIslands.gameCoupon} props={coupon} />);
    }
  }
}
