'use client';

import { useEffect, useState } from 'react';
import { useGame } from './GameProvider';
import { storedGameId } from './state/browser-storage';

/** The game id of the link (`?id=`) if any, else the one stored on this device. */
export function currentGameIdFromLocation(): { id: string | null; fromLink: boolean } {
  const fromLink = new URLSearchParams(window.location.search).get('id');
  return fromLink ? { id: fromLink, fromLink: true } : { id: storedGameId(), fromLink: false };
}

/**
 * Follows the current game while the screen is shown. Without a game, or when it turns out not
 * to exist (deleted, mistyped link), the screen sends the player back to the start page.
 */
export function useFollowedGame(options: { redirectWhenMissing: boolean }) {
  const game = useGame();
  const { store, snapshot, links, navigate } = game;
  const [checked, setChecked] = useState(false);
  const { redirectWhenMissing } = options;

  useEffect(() => {
    const { id } = currentGameIdFromLocation();
    setChecked(true);
    if (!id) {
      if (redirectWhenMissing) navigate(links.start);
      return;
    }
    return store.follow(id);
  }, [store, links.start, navigate, redirectWhenMissing]);

  useEffect(() => {
    if (snapshot.status === 'notFound' && redirectWhenMissing) navigate(links.start);
  }, [snapshot.status, redirectWhenMissing, links.start, navigate]);

  return { ...game, checked };
}
