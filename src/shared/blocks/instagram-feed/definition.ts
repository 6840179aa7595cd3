import { alignmentOption, BOARD_SLOTS, backgroundOption, columnLayoutOption } from '../cards/options';
import type { BlockDefinition } from '../types';

/** The site's Instagram posts as a grid (public-site "Instagram feed grid"). */
export const instagramFeedDefinition = {
  type: 'instagramFeed',
  load: { kind: 'instagram' },
  category: 'content',
  slots: BOARD_SLOTS,
  options: {
    columnLayout: columnLayoutOption,
    limit: { type: 'number', default: 9, range: { min: 1, max: 24 } },
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;
