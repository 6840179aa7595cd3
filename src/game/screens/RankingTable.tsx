'use client';

import { Gift } from 'lucide-react';
import { useMemo } from 'react';
import { isCouponVisible } from '../../shared/game/page-status';
import { computeRanking } from '../../shared/game/ranking';
import { useGame } from '../GameProvider';
import { winnerNames } from '../winners';
import { PendingNotice } from './PendingNotice';
import { primaryButton } from './ui';

/**
 * Table mode (spec §2.2, §4.2): the ranking, players with a score on every hole before the others,
 * then by total strokes ('Schläge'), ties sharing a rank; an asterisk, the missingScores warning and
 * the rule that only complete players win for incomplete ones; the coupon button once a player has
 * entries and the second-last page (the last hole) is complete, and only if somebody has won.
 */
export function RankingTable({ pageIds, holePageIds }: { pageIds: string[]; holePageIds: string[] }) {
  const { snapshot, t, links, navigate } = useGame();
  const game = snapshot.game;
  const ranking = useMemo(
    () => (game ? computeRanking({ players: game.players, scores: game.scores, holePageIds }) : { entries: [], hasMissingScores: false }),
    [game, holePageIds],
  );
  if (!game) return null;
  // Nobody complete, nobody wins: no coupon to open (the rule line says why).
  const couponVisible = isCouponVisible(pageIds, game) && winnerNames(ranking).length > 0;
  return (
    <div className="flex flex-col gap-3 px-4 py-3" data-ranking="">
      <table className="w-full border-separate border-spacing-y-1 text-left">
        <caption className="sr-only">{t('ranking.title')}</caption>
        <thead className="text-sm opacity-70">
          <tr>
            <th scope="col" className="px-3 py-1 font-medium">
              {t('ranking.rank')}
            </th>
            <th scope="col" className="px-3 py-1 font-medium">
              {t('ranking.player')}
            </th>
            <th scope="col" className="px-3 py-1 text-right font-medium">
              {t('score.strokes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ranking.entries.map((entry) => (
            <tr key={entry.playerId} data-player={entry.name} data-rank={entry.rank} className="bg-current/5">
              <td className="rounded-l-xl px-3 py-2 font-bold tabular-nums">{t('ranking.place', { rank: entry.rank })}</td>
              <td className="px-3 py-2 font-semibold">{entry.name}</td>
              <td className="rounded-r-xl px-3 py-2 text-right tabular-nums" data-total="">
                {entry.totalScore}
                {entry.isComplete ? '' : '*'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {ranking.hasMissingScores ? (
        <p className="text-sm opacity-80" data-missing-scores="">
          <span>{t('ranking.missingScores')}</span> <span data-only-complete-wins="">{t('ranking.onlyCompleteWins')}</span>
        </p>
      ) : null}
      <PendingNotice />
      {couponVisible ? (
        <button type="button" className={primaryButton} onClick={() => navigate(links.coupon)}>
          <Gift aria-hidden="true" className="size-5" />
          {t('ranking.toCoupon')}
        </button>
      ) : null}
    </div>
  );
}
