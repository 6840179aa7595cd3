import { BOARD_SLOTS, backgroundOption } from '../cards/options';
import type { BlockDefinition } from '../types';

/** The directory's program filter: every listed business, or only those in one program. */
export const PROGRAM_FILTERS = ['all', 'healthOptics', 'frequentlens'] as const;
export type ProgramFilter = (typeof PROGRAM_FILTERS)[number];

/**
 * The platform's optician directory (spec §2.3, §3.3; issue 16): every business that chose to be
 * listed, with its active branches, hours and programs; `programs` narrows it to one program.
 */
export const businessSearchDefinition = {
  type: 'businessSearch',
  category: 'team',
  load: { kind: 'directory', programOption: 'programs' },
  slots: BOARD_SLOTS,
  options: {
    programs: { type: 'choice', default: 'all', values: PROGRAM_FILTERS },
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;
