'use client';

import { Minus, Plus } from 'lucide-react';
import { SCORE_MAX, SCORE_MIN } from '../../shared/constants/game';
import { scoreOf } from '../../shared/game/apply-event';
import { useGame } from '../GameProvider';
import { PendingNotice } from './PendingNotice';
import { iconButton } from './ui';

/** Card mode (spec §2.2): strokes per player on this hole, plus and minus; minus stops at 0 (§5.3). */
export function ScoreCard({ pageId }: { pageId: string }) {
  const { snapshot, store, t } = useGame();
  const game = snapshot.game;
  if (!game) return null;
  return (
    <div className="flex flex-col gap-3 px-4 py-3" data-score-card={pageId}>
      {game.players.length === 0 ? <p className="opacity-70">{t('players.empty')}</p> : null}
      <ul className="flex flex-col gap-2">
        {game.players.map((player) => {
          const score = scoreOf(game.scores, pageId, player.id);
          return (
            <li key={player.id} data-player={player.name} className="flex items-center gap-3 rounded-2xl bg-current/5 px-4 py-2">
              <span className="flex-1 truncate text-lg font-semibold">{player.name}</span>
              <button
                type="button"
                className={iconButton}
                aria-label={t('score.subtract', { name: player.name })}
                disabled={score <= SCORE_MIN}
                onClick={() => store.setScore(pageId, player.id, score - 1)}
              >
                <Minus aria-hidden="true" className="size-4" />
              </button>
              <output
                className="flex w-12 flex-col items-center leading-none"
                aria-live="polite"
                aria-label={t('score.playerStrokes', { name: player.name, count: score })}
              >
                <span className="text-2xl font-bold tabular-nums" data-score="">
                  {score}
                </span>
                <span className="text-[11px] opacity-70">{t('score.strokes')}</span>
              </output>
              <button
                type="button"
                className={iconButton}
                aria-label={t('score.add', { name: player.name })}
                disabled={score >= SCORE_MAX}
                onClick={() => store.setScore(pageId, player.id, score + 1)}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      <PendingNotice />
    </div>
  );
}
