import type { BlockDefinition } from '../types';

/** The play screen: the map collection's pages as drawer pages over the course map (spec §2.2, §4.3). */
export const mapContainerDefinition = {
  type: 'mapContainer',
  load: { kind: 'course' },
  category: 'collections',
  slots: {},
  options: {
    route: { type: 'mapRoute', default: [] },
  },
} as const satisfies BlockDefinition;
