import { LISTING_SCOPES } from '../../content/listings';
import { alignmentOption, BOARD_SLOTS, backgroundOption } from '../cards/options';
import type { BlockDefinition, OptionDefinition } from '../types';

/** Whose listings a jobs or marketplace block shows: this business's, or every listed business's. */
export const listingScopeOption = { type: 'choice', default: 'site', values: LISTING_SCOPES } as const satisfies OptionDefinition;

/**
 * Job offers (spec §2.3 "Job offers"): the published jobs of this business or of all listed
 * businesses, managed in the "Stellen & Marktplatz" panel and loaded by the page loader. A heading
 * and intro like the other boards above an accordion with one job open at a time.
 */
export const jobsDefinition = {
  type: 'jobs',
  category: 'team',
  load: { kind: 'jobs', scopeOption: 'scope' },
  slots: BOARD_SLOTS,
  options: {
    scope: listingScopeOption,
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;
