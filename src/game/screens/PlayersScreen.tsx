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
  const { store, snapshot, texts, links, navigate } = useFollowedGame({ redirectWhenMissing: true });
  const [name, setName] = useState('');
  const players = snapshot.game?.players ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (store.addPlayer(name)) setName('');
    else setName(name.trim());
  };

  return (
    <div className={screenShell} data-game-screen="players">
      <h1 className="font-heading text-4xl font-black text-primary">{texts.playersTitle}</h1>
      {players.length === 0 ? <p className="opacity-70">{texts.noPlayers}</p> : null}
      <ul className="flex flex-col gap-2" aria-label={texts.playersTitle}>
        {players.map((player) => (
          <PlayerRow
            key={player.id}
            name={player.name}
            texts={texts}
            onRename={(next) => store.renamePlayer(player.id, next)}
            onRemove={() => store.removePlayer(player.id)}
          />
        ))}
      </ul>
      <form onSubmit={add} className="flex items-center gap-2">
        <label htmlFor="add-player" className="sr-only">
          {texts.addPlayerLabel}
        </label>
        <input
          id="add-player"
          value={name}
          maxLength={PLAYER_NAME_MAX_LENGTH}
          autoComplete="off"
          placeholder={texts.addPlayerPlaceholder}
          onChange={(event) => setName(event.target.value)}
          className={`min-h-12 flex-1 rounded-full border border-current/25 bg-white px-5 text-lg text-black ${focusRing}`}
        />
        <button type="submit" className={`${iconButton} size-12 bg-primary text-white`} aria-label={texts.addPlayer}>
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </form>
      <PendingNotice />
      <button type="button" className={primaryButton} onClick={() => navigate(links.share)}>
        {texts.toGame}
      </button>
    </div>
  );
}
