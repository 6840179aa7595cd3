'use client';

import { Trash2 } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { PLAYER_NAME_MAX_LENGTH } from '../../shared/constants/game';
import type { GameT } from '../game-i18n';
import { focusRing, iconButton } from './ui';

type Props = { name: string; t: GameT; onRename: (name: string) => void; onRemove: () => void };

/** What an edit ends with (spec §4.2): a new trimmed name, or nothing when empty or unchanged. */
export function renameResult(current: string, input: string): string | null {
  const next = input.trim();
  return next === '' || next === current ? null : next;
}

/**
 * One player. Tapping the name edits it: Enter or leaving the field saves, Escape cancels, and an
 * empty or unchanged name cancels too. The bin removes the player.
 */
export function PlayerRow({ name, t, onRename, onRemove }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  // Escape ends the edit; the blur that follows when the field goes away must not save.
  const done = useRef(false);

  const begin = () => {
    done.current = false;
    setDraft(name);
    setEditing(true);
  };
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    setEditing(false);
    const next = save ? renameResult(name, draft) : null;
    if (next) onRename(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  };

  return (
    <li className="flex items-center gap-2 rounded-2xl bg-current/5 p-2 pl-4" data-player={name}>
      {editing ? (
        <input
          // biome-ignore lint/a11y/noAutofocus: the player tapped the name to edit it
          autoFocus
          aria-label={t('players.rename', { name })}
          value={draft}
          maxLength={PLAYER_NAME_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => finish(true)}
          className={`min-h-11 flex-1 rounded-xl border border-current/25 bg-white px-3 text-lg text-black ${focusRing}`}
        />
      ) : (
        <button
          type="button"
          onClick={begin}
          aria-label={t('players.rename', { name })}
          className={`min-h-11 flex-1 rounded-xl text-left text-lg font-semibold ${focusRing}`}
        >
          {name}
        </button>
      )}
      <button type="button" className={iconButton} aria-label={t('players.remove', { name })} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
