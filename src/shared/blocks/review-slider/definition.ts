import { alignmentOption, BOARD_SLOTS, backgroundOption } from '../cards/options';
import type { BlockDefinition } from '../types';

/** Branch reviews in a slider (public-site "Review carousel"); needs chosen locations. */
export const reviewSliderDefinition = {
  type: 'reviewSlider',
  load: { kind: 'reviews', branchesOption: 'location' },
  category: 'content',
  slots: BOARD_SLOTS,
  options: {
    // Branch ids whose reviews are shown.
    location: { type: 'location', default: [] },
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;
