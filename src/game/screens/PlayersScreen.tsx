'use client';

import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PLAYER_NAME_MAX_LENGTH } from '../../shared/constants/game';
import { useFollowedGame } from '../use-followed-game';
import { PendingNotice } from './PendingNotice';
import { PlayerRow } from './PlayerRow';
import { focusRing, iconButton, primaryButton, screenShell } from './ui';

/** Players (spec §2.2 "Edit"): add (trimmed, empty ignored), tap to rename, remove; then share. */
export function PlayersScreen() {
  const { store, snapshot, t, links, navigate } = useFollowedGame({ redirectWhenMissing: true });
  const [name, setName] = useState('');
  const players = snapshot.game?.players ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (store.addPlayer(name)) setName('');
    else setName(name.trim());
  };

  return (
    <div className={screenShell} data-game-screen="players">
      <h1 className="font-heading text-4xl font-black text-primary">{t('players.title')}</h1>
      {players.length === 0 ? <p className="opacity-70">{t('players.empty')}</p> : null}
      <ul className="flex flex-col gap-2" aria-label={t('players.title')}>
        {players.map((player) => (
          <PlayerRow
            key={player.id}
            name={player.name}
            t={t}
            onRename={(next) => store.renamePlayer(player.id, next)}
            onRemove={() => store.removePlayer(player.id)}
          />
        ))}
      </ul>
      <form onSubmit={add} className="flex items-center gap-2">
        <label htmlFor="add-player" className="sr-only">
          {t('players.addLabel')}
        </label>
        <input
          id="add-player"
          value={name}
          maxLength={PLAYER_NAME_MAX_LENGTH}
          autoComplete="off"
          placeholder={t('players.addPlaceholder')}
          onChange={(event) => setName(event.target.value)}
          className={`min-h-12 flex-1 rounded-full border border-current/25 bg-white px-5 text-lg text-black ${focusRing}`}
        />
        <button type="submit" className={`${iconButton} size-12 bg-primary text-white`} aria-label={t('players.add')}>
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </form>
      <PendingNotice />
      <button type="button" className={primaryButton} onClick={() => navigate(links.share)}>
        {t('players.toGame')}
      </button>
    </div>
  );
}
