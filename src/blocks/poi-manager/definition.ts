import type { BlockDefinition } from '../types';

/** A list of points of interest (editor-core §3 "POI"), edited in the option editor, shown read-only. */
export const poiManagerDefinition = {
  type: 'poiManager',
  category: 'content',
  label: { de: 'Kartenpunkte', fr: 'Points de carte' },
  slots: {
    title: { kind: 'text', label: { de: 'Titel', fr: 'Titre' } },
  },
  options: {
    poi: { type: 'poi', label: { de: 'Punkte', fr: 'Points' }, default: { points: [] } },
  },
} as const satisfies BlockDefinition;
