'use client';

import { useEffect, useRef, useState } from 'react';
import { useGame } from '../GameProvider';
import { storedGameId } from '../state/browser-storage';
import { currentGameIdFromLocation } from '../use-followed-game';
import { primaryButton, screenShell, secondaryButton } from './ui';

/**
 * Start (spec §2.2): the start button creates a game and opens the players screen. A game link
 * (`?id=`) loads that game and opens the share screen; an unknown one says so and stays here.
 */
export function StartScreen() {
  const { store, snapshot, texts, links, navigate } = useGame();
  const [creating, setCreating] = useState(false);
  const [joining, setJoining] = useState(false);
  const [stored, setStored] = useState<string | null>(null);
  const release = useRef<(() => void) | null>(null);

  useEffect(() => {
    const { id, fromLink } = currentGameIdFromLocation();
    if (fromLink && id) {
      setJoining(true);
      release.current = store.follow(id);
    } else {
      setStored(storedGameId());
    }
    return () => release.current?.();
  }, [store]);

  useEffect(() => {
    if (!joining) return;
    if (snapshot.status === 'ready') navigate(links.share);
    if (snapshot.status === 'notFound') setJoining(false);
  }, [joining, snapshot.status, links.share, navigate]);

  const start = async () => {
    setCreating(true);
    try {
      await store.createGame();
      navigate(links.edit);
    } catch (error) {
      console.error('urban golf: could not start a game', error);
      setCreating(false);
    }
  };

  const loading = creating || joining;
  return (
    <div className={`${screenShell} items-center text-center`} data-game-screen="start">
      <h1 className="font-heading text-5xl font-black tracking-tight text-primary">{texts.title}</h1>
      <p className="text-lg opacity-80">{texts.caption}</p>
      {snapshot.status === 'notFound' ? (
        <p role="alert" className="rounded-xl bg-secondary/20 px-4 py-3">
          {texts.gameNotFound}
        </p>
      ) : null}
      <button type="button" className={primaryButton} disabled={loading} aria-busy={loading} onClick={() => void start()}>
        {creating ? texts.starting : joining ? texts.loadingGame : texts.startGame}
      </button>
      {stored && !loading ? (
        <button type="button" className={secondaryButton} onClick={() => navigate(links.play)}>
          {texts.continueGame}
        </button>
      ) : null}
    </div>
  );
}
