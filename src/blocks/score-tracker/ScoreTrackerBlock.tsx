import type { ReactNode } from 'react';
import { ScoreTracker } from '../../game/screens/ScoreTracker';
import { optionOf } from '../_shared/fields';
import type { BlockRenderProps } from '../types';
import { scoreTrackerDefinition } from './definition';

/** Card or table mode; it counts for the drawer page it sits on (see the play screen). */
export function ScoreTrackerBlock({ group, ctx }: BlockRenderProps): ReactNode {
  return <ScoreTracker mode={optionOf(scoreTrackerDefinition, group, 'scoreOptions')} locale={ctx.locale} />;
}
