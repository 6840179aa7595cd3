'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useCallback } from 'react';
import type { Locale } from '../shared/locales';
import type { GameMessages } from './game-i18n';
import type { GameLinks } from './GameProvider';
import { GameRoot } from './islands/GameScreenRoot';

type Props = { links: GameLinks; locale: Locale; messages: GameMessages; children: ReactNode };

/**
 * The play page's game island: the provider bound to Next's router (client navigation keeps the
 * store and the mounted map), installable like every game screen (GameRoot).
 */
export function GameIsland({ links, locale, messages, children }: Props) {
  const router = useRouter();
  const navigate = useCallback((href: string) => router.push(href), [router]);
  return (
    <GameRoot links={links} locale={locale} messages={messages} navigate={navigate}>
      {children}
    </GameRoot>
  );
}
