'use client';

import type { ReactNode } from 'react';
import type { Locale } from '../../shared/locales';
import type { GameMessages } from '../game-i18n';
import { type GameLinks, GameProvider } from '../GameProvider';
import { gameManifestHref, useGameWorker } from '../offline/use-game-worker';

/** What every game screen's island receives from the server (the coupon its holes too, the play screen its course). */
export type GameScreenIslandProps = { links: GameLinks; locale: Locale; messages: GameMessages };

/**
 * The game's provider as every game island runs it: bound to a way of moving between screens, with
 * the installable game's manifest link (React puts it in the head) and its service worker.
 */
export function GameRoot({ links, locale, messages, navigate, children }: GameScreenIslandProps & { navigate: (href: string) => void; children: ReactNode }) {
  useGameWorker(links);
  return (
    <GameProvider links={links} locale={locale} messages={messages} navigate={navigate}>
      <link rel="manifest" href={gameManifestHref(locale)} />
      {children}
    </GameProvider>
  );
}

/** A full page load: the screens hydrate on roots of their own, without Next's router. */
const loadPage = (href: string) => window.location.assign(href);

/**
 * A game screen (start, players, share, coupon, play) as an island of its own: it moves on by page
 * loads and the store picks the game up again from this device's storage and the server, as after
 * a reload.
 */
export function GameScreenRoot(props: GameScreenIslandProps & { children: ReactNode }) {
  return <GameRoot {...props} navigate={loadPage} />;
}
