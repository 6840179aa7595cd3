'use client';

import { PartyPopper } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { GAME_CONFETTI_MS } from '../../shared/constants/game';
import { computeRanking } from '../../shared/game/ranking';
import { formatGameDate, formatNames } from '../game-i18n';
import { markCouponVisited } from '../state/browser-storage';
import { useFollowedGame } from '../use-followed-game';
import { winnerNames } from '../winners';
import { runConfetti } from './confetti';
import { primaryButton, screenShell } from './ui';

/**
 * Coupon (spec §2.2): confetti for 3 s, the winner, a congratulation, the free drink, the game's
 * date (day/month/year of the locale) and the way back to the map. Marks the session's visit.
 * Without a winner (nobody has a score on every hole) it is no coupon: no confetti, no free drink,
 * just the rule, so a screen shown at the bar is never one a player has not earned.
 */
export function CouponScreen({ holePageIds }: { holePageIds: string[] }) {
  const { snapshot, t, locale, links, navigate } = useFollowedGame({ redirectWhenMissing: true });
  const canvas = useRef<HTMLCanvasElement>(null);
  const [celebrating, setCelebrating] = useState(true);
  const winners = useMemo(() => {
    if (!snapshot.game) return '';
    return formatNames(winnerNames(computeRanking({ players: snapshot.game.players, scores: snapshot.game.scores, holePageIds })), locale);
  }, [snapshot.game, holePageIds, locale]);
  const ready = snapshot.status === 'ready' && snapshot.game !== null && winners !== '';

  useEffect(() => {
    markCouponVisited();
  }, []);

  useEffect(() => {
    if (!ready || !canvas.current) return;
    const stop = runConfetti(canvas.current);
    const hide = setTimeout(() => setCelebrating(false), GAME_CONFETTI_MS);
    return () => {
      stop();
      clearTimeout(hide);
    };
  }, [ready]);

  return (
    <div className={`${screenShell} items-center text-center`} data-game-screen="coupon">
      {celebrating && winners ? (
        <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-50">
          <canvas ref={canvas} data-confetti="" className="size-full" />
        </div>
      ) : null}
      <PartyPopper aria-hidden="true" className="size-14 text-secondary" />
      <h1 className="font-heading text-4xl font-black text-primary">{t('coupon.title')}</h1>
      {snapshot.game ? (
        <div className="flex w-full flex-col gap-3 rounded-3xl border-4 border-dashed border-primary p-6">
          <p className="font-heading text-3xl font-bold" data-winner="">
            {winners || t('coupon.noWinner')}
          </p>
          {winners ? (
            <>
              <p className="text-lg">{t('coupon.congratulations', { names: winners })}</p>
              <p>{t('coupon.freeDrink')}</p>
            </>
          ) : (
            <p data-no-winner-rule="">{t('ranking.onlyCompleteWins')}</p>
          )}
          <p className="text-sm opacity-75" data-game-date="">
            {t('coupon.playedOn', { date: formatGameDate(snapshot.game.game.createdAt, locale) })}
          </p>
        </div>
      ) : (
        <p>{t('start.loadingGame')}</p>
      )}
      <button type="button" className={primaryButton} onClick={() => navigate(links.play)}>
        {t('coupon.backToMap')}
      </button>
    </div>
  );
}
