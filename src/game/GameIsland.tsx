'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useCallback } from 'react';
import type { Locale } from '../shared/locales';
import type { GameMessages } from './game-i18n';
import { type GameLinks, GameProvider } from './GameProvider';
import { gameManifestHref, useGameWorker } from './offline/use-game-worker';

type Props = { links: GameLinks; locale: Locale; messages: GameMessages; children: ReactNode };

/**
 * A game screen on a page: the provider bound to Next's router (client navigation keeps the store).
 * The screens make the game installable: the manifest link (React puts it in the head) and the
 * service worker that keeps the game for a reload without signal.
 */
export function GameIsland({ links, locale, messages, children }: Props) {
  const router = useRouter();
  const navigate = useCallback((href: string) => router.push(href), [router]);
  useGameWorker(links);
  return (
    <GameProvider links={links} locale={locale} messages={messages} navigate={navigate}>
      <link rel="manifest" href={gameManifestHref(locale)} />
      {children}
    </GameProvider>
  );
}
