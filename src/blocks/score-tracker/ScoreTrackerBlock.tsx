import type { ReactNode } from 'react';
import { getTranslator } from '../../shared/i18n/catalogues';
import { optionOf } from '../../shared/blocks/options';
import { COURSE_PAGE_ATTRIBUTE, SCORE_TRACKER_MOUNT } from '../../shared/game/course';
import type { BlockRenderProps } from '../types';
import { scoreTrackerDefinition } from '../../shared/blocks/score-tracker/definition';

/**
 * Card or table mode; it counts for the drawer page it sits on. Inside the play screen's drawer
 * (`ctx.coursePage`) it is an empty mount the play screen's island renders the tracker into (see
 * SCORE_TRACKER_MOUNT), so it needs no island of its own and no catalogue per drawer page. A page
 * opened on its own, or the editor, shows why there is nothing to count: plain HTML.
 */
export function ScoreTrackerBlock({ group, ctx }: BlockRenderProps): ReactNode {
  if (ctx.coursePage) {
    const mount = { [SCORE_TRACKER_MOUNT]: optionOf(scoreTrackerDefinition, group, 'scoreOptions'), [COURSE_PAGE_ATTRIBUTE]: ctx.coursePage };
    return <div {...mount} />;
  }
  return <p className="mx-auto max-w-md px-6 py-4 text-sm opacity-70">{getTranslator(ctx.locale, 'game')('score.onlyInCourse')}</p>;
}
