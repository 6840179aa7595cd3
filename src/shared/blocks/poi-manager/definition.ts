import type { BlockDefinition } from '../types';

/** A list of points of interest (editor-core §3 "POI"), edited in the option editor, shown read-only. */
export const poiManagerDefinition = {
  type: 'poiManager',
  category: 'content',
  slots: {
    title: { kind: 'text' },
  },
  options: {
    poi: { type: 'poi', default: { points: [] } },
  },
} as const satisfies BlockDefinition;
