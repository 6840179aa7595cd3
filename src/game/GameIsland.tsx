'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useCallback } from 'react';
import type { Locale } from '../shared/locales';
import type { GameMessages } from './game-i18n';
import { type GameLinks, GameProvider } from './GameProvider';

type Props = { links: GameLinks; locale: Locale; messages: GameMessages; children: ReactNode };

/** A game screen on a page: the provider bound to Next's router (client navigation keeps the store). */
export function GameIsland({ links, locale, messages, children }: Props) {
  const router = useRouter();
  const navigate = useCallback((href: string) => router.push(href), [router]);
  return (
    <GameProvider links={links} locale={locale} messages={messages} navigate={navigate}>
      {children}
    </GameProvider>
  );
}
