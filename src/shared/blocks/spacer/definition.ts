import type { BlockDefinition } from '../types';

/** Vertical space between sections, optionally with a divider line (editor-core §2 "Content"). */
export const spacerDefinition = {
  type: 'spacer',
  category: 'content',
  slots: {},
  options: {
    // Rendered as height × 1rem: 1..12 spans a small gap to a generous section break.
    height: { type: 'number', default: 4, range: { min: 1, max: 12 } },
    showDivider: { type: 'checkbox', default: false },
  },
} as const satisfies BlockDefinition;
