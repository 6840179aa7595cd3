import { COLOR_PALETTE } from '../constants';
import type { BlockDefinition, OptionDefinition, SlotDefinition } from '../types';

/** How many cards an image board holds. */
export const IMAGE_BOARD_CARDS = 6;

export const COLUMN_LAYOUTS = ['three', 'four', 'five'] as const;
export const IMAGE_FORMATS = ['square', 'portrait'] as const;
export const OBJECT_FITS = ['cover', 'contain'] as const;

type N = 1 | 2 | 3 | 4 | 5 | 6;
type CardSlot<K extends N> = `image${K}` | `title${K}` | `description${K}` | `button${K}`;

function card<K extends N>(n: K): Record<CardSlot<K>, SlotDefinition> {
  return {
    [`image${n}`]: { kind: 'media' },
    [`title${n}`]: { kind: 'text' },
    [`description${n}`]: { kind: 'richText' },
    [`button${n}`]: { kind: 'button' },
  } as Record<CardSlot<K>, SlotDefinition>;
}

/** Card options shared by the board and the single card type. */
const cardOptions = {
  imageFormat: { type: 'imageFormat', default: 'square', values: IMAGE_FORMATS },
  objectFit: { type: 'objectFit', default: 'cover', values: OBJECT_FITS },
} as const satisfies Record<string, OptionDefinition>;

/**
 * A grid of image cards (image, title, description, button). Storage: the cards are numbered slots
 * on the board's own group — image1…image6, title1…title6, description1…description6,
 * button1…button6 — rather than child groups, so the board is one group with flat fields like every
 * other block. Live pages render the cards that have content, in order; edit mode shows them plus
 * one empty card to fill next.
 */
export const imageBoardDefinition = {
  type: 'imageBoard',
  category: 'content',
  slots: {
    title: { kind: 'text' },
    description: { kind: 'richText' },
    ...card(1),
    ...card(2),
    ...card(3),
    ...card(4),
    ...card(5),
    ...card(6),
  },
  options: {
    columnLayout: { type: 'columnLayout', default: 'three', values: COLUMN_LAYOUTS },
    ...cardOptions,
    background: {
      type: 'colorSwatches',
      default: 'transparent',
      values: COLOR_PALETTE,
    },
  },
} as const satisfies BlockDefinition;

/** One image card as its own item type (e.g. inside collections); never offered in add-section. */
export const imageCardDefinition = {
  type: 'imageCard',
  category: 'content',
  offeredInAddSection: false,
  slots: {
    image1: { kind: 'media' },
    title: { kind: 'text', required: true },
    description: { kind: 'richText' },
    button1: { kind: 'button' },
  },
  options: cardOptions,
} as const satisfies BlockDefinition;
