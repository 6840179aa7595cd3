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
  const { store, snapshot, t, links, navigate } = useGame();
  const [creating, setCreating] = useState(false);
  const [failed, setFailed] = useState(false);
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
    setFailed(false);
    try {
      await store.createGame();
      navigate(links.edit);
    } catch (error) {
      console.error('urban golf: could not start a game', error);
      setCreating(false);
      setFailed(true);
    }
  };

  const loading = creating || joining;
  return (
    <div className={`${screenShell} items-center text-center`} data-game-screen="start">
      <h1 className="font-heading text-5xl font-black tracking-tight text-primary">{t('start.title')}</h1>
      <p className="text-lg opacity-80">{t('start.caption')}</p>
      {snapshot.status === 'notFound' ? (
        <p role="alert" className="rounded-xl bg-secondary/20 px-4 py-3">
          {t('start.gameNotFound')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="rounded-xl bg-secondary/20 px-4 py-3">
          {t('start.startFailed')}
        </p>
      ) : null}
      <button type="button" className={primaryButton} disabled={loading} aria-busy={loading} onClick={() => void start()}>
        {creating ? t('start.starting') : joining ? t('start.loadingGame') : t('start.startGame')}
      </button>
      {stored && !loading ? (
        <button type="button" className={secondaryButton} onClick={() => navigate(links.play)}>
          {t('start.continueGame')}
        </button>
      ) : null}
    </div>
  );
}
