import { alignmentOption, BOARD_SLOTS, backgroundOption } from '../cards/options';
import type { BlockDefinition } from '../types';

/**
 * The booking widget inline in the page (spec component `bookingContainer`): the same provider,
 * company and colour as the floating button's modal, with the same fallback (a link to the
 * booking page and the branch phone) when the widget cannot load.
 */
export const bookingContainerDefinition = {
  type: 'bookingContainer',
  category: 'various',
  slots: BOARD_SLOTS,
  load: { kind: 'booking', branchOption: 'branch' },
  options: {
    // The branch the fallback offers to call; empty: the site's first active branch.
    branch: { type: 'location', default: [] },
    // The company at the booking provider; empty: the one of the settings' booking button.
    company: { type: 'text', default: '' },
    // Whether the widget first asks the visitor for the branch.
    selectLocation: { type: 'checkbox', default: false },
    // The widget's frame height in pixels (the provider's page scrolls inside it).
    height: { type: 'number', default: 720, range: { min: 400, max: 1600 } },
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;
