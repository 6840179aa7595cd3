'use client';

import { createContext, type ReactNode, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import type { GameLinks } from '../shared/game/links';
import type { Locale } from '../shared/locales';
import { createGameT, type GameMessages, type GameT } from './game-i18n';
import { getGameStore } from './state/browser-game-store';
import { type GameSnapshot, type GameStore, IDLE_SNAPSHOT } from './state/game-store';

export type { GameLinks };

export type GameContextValue = {
  store: GameStore;
  snapshot: GameSnapshot;
  links: GameLinks;
  locale: Locale;
  /** The `game` namespace's translator in the page's language. */
  t: GameT;
  navigate: (href: string) => void;
};

const GameContext = createContext<GameContextValue | null>(null);

type Props = {
  links: GameLinks;
  locale: Locale;
  /** The `game` catalogue of the page's language, resolved on the server (`messagesFor`). */
  messages: GameMessages;
  navigate: (href: string) => void;
  /** Tests pass their own store; pages share the window's. */
  store?: GameStore;
  children: ReactNode;
};

const serverSnapshot = () => IDLE_SNAPSHOT;

export function GameProvider({ links, locale, messages, navigate, store: given, children }: Props) {
  // A translator is a function, which cannot cross from server to client: the messages do, and it is made here.
  const t = useMemo(() => createGameT(locale, messages), [locale, messages]);
  const [store] = useState(() => given ?? getGameStore());
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const value = useMemo(() => ({ store, snapshot, links, locale, t, navigate }), [store, snapshot, links, locale, t, navigate]);
  return <GameContext.Provider value={value}>{children}</GameContext.Provider>;
}

/** The game state and actions; only inside a GameProvider (spec §8: the accessor fails outside). */
export function useGame(): GameContextValue {
  const value = useContext(GameContext);
  if (!value) throw new Error('useGame must be used inside a GameProvider');
  return value;
}
