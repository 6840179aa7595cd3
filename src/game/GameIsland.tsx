'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useCallback } from 'react';
import { type GameLinks, GameProvider } from './GameProvider';

/** A game screen on a page: the provider bound to Next's router (client navigation keeps the store). */
export function GameIsland({ links, locale, children }: { links: GameLinks; locale: string; children: ReactNode }) {
  const router = useRouter();
  const navigate = useCallback((href: string) => router.push(href), [router]);
  return (
    <GameProvider links={links} locale={locale} navigate={navigate}>
      {children}
    </GameProvider>
  );
}
