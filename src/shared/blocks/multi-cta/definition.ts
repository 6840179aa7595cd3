import { ALIGNMENTS, COLOR_PALETTE } from '../constants';
import type { BlockDefinition, SlotDefinition } from '../types';

/** Number of call-to-action items a multiCta holds (one column each). */
export const MULTI_CTA_ITEMS = 3;

type ItemSlot<N extends number> = `title${N}` | `description${N}` | `button${N}`;

function item<N extends 1 | 2 | 3>(n: N): Record<ItemSlot<N>, SlotDefinition> {
  return {
    [`title${n}`]: { kind: 'text' },
    [`description${n}`]: { kind: 'richText' },
    [`button${n}`]: { kind: 'button' },
  } as Record<ItemSlot<N>, SlotDefinition>;
}

/**
 * Several calls to action side by side: an optional heading, then up to three columns of
 * title + text + button. Items are numbered slots (title1, description1, button1 …); live pages
 * show the items that have content, edit mode one empty item more to fill.
 */
export const multiCtaDefinition = {
  type: 'multiCta',
  category: 'content',
  slots: {
    kicker: { kind: 'text' },
    title: { kind: 'text' },
    ...item(1),
    ...item(2),
    ...item(3),
  },
  options: {
    alignment: { type: 'alignment', default: 'center', values: ALIGNMENTS },
    background: {
      type: 'colorSwatches',
      default: 'secondary',
      values: COLOR_PALETTE,
    },
  },
} as const satisfies BlockDefinition;
