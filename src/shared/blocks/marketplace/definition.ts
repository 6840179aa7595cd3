import { alignmentOption, BOARD_SLOTS, backgroundOption } from '../cards/options';
import { listingScopeOption } from '../jobs/definition';
import type { BlockDefinition } from '../types';

/**
 * Marketplace (spec §2.3): published frames, objects and job searches of this business or of all
 * listed businesses, filterable by category and kind, one item open at a time.
 */
export const marketplaceDefinition = {
  type: 'marketplace',
  category: 'team',
  load: { kind: 'marketplace', scopeOption: 'scope' },
  slots: BOARD_SLOTS,
  options: {
    scope: listingScopeOption,
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;
