import type { ReactNode } from 'react';
import { getTranslator } from '../../shared/i18n/catalogues';
import { optionOf } from '../../shared/blocks/options';
import type { BlockRenderProps } from '../types';
import { scoreTrackerDefinition } from '../../shared/blocks/score-tracker/definition';

/**
 * Card or table mode; it counts for the drawer page it sits on (see the play screen). Inside the
 * drawer the play screen's provider translates; only the notice for a page opened on its own is
 * translated here, so each drawer page does not carry the whole catalogue again.
 */
export function ScoreTrackerBlock({ group, ctx }: BlockRenderProps): ReactNode {
  const t = getTranslator(ctx.locale, 'game');
  // The tracker is the game's island (injected by the app routes); without the game there is nothing to count.
  if (!ctx.game) return <p className="mx-auto max-w-md px-6 py-4 text-sm opacity-70">{t('score.onlyInCourse')}</p>;
  return <ctx.game.ScoreTracker mode={optionOf(scoreTrackerDefinition, group, 'scoreOptions')} outsideCourseNotice={t('score.onlyInCourse')} />;
}
