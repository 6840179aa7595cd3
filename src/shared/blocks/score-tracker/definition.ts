import type { BlockDefinition } from '../types';

/** The strokes of a drawer page: a counter per player (card) or the ranking (table) (spec §2.2). */
export const scoreTrackerDefinition = {
  type: 'scoreTracker',
  category: 'content',
  slots: {},
  options: {
    scoreOptions: { type: 'scoreOptions', default: 'card', values: ['card', 'table'] },
  },
} as const satisfies BlockDefinition;
