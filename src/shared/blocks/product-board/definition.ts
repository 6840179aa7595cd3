import { numberedSlots } from '../numbered-slots';
import { alignmentOption, BOARD_SLOTS, backgroundOption, columnLayoutOption, imageFormatOption } from '../cards/options';
import type { BlockDefinition, SlotDefinition } from '../types';

/** One product. The board stores them numbered (name1..name8, cost1..8, …; see cards/items.ts). */
export const PRODUCT_ITEM_SLOTS = {
  name: { kind: 'text' },
  cost: { kind: 'text', neutral: true },
  description: { kind: 'text' },
  image: { kind: 'media' },
} as const satisfies Record<string, SlotDefinition>;
export const PRODUCT_ITEM_FIELDS = Object.keys(PRODUCT_ITEM_SLOTS);

/** Products with image, name, price (only when given) and a short description. */
export const productBoardDefinition = {
  type: 'productBoard',
  category: 'content',
  slots: { ...BOARD_SLOTS, ...numberedSlots(PRODUCT_ITEM_SLOTS) },
  options: {
    columnLayout: { ...columnLayoutOption, default: 'four' },
    imageFormat: imageFormatOption,
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;

/** A single product (item type: never offered in the add-section dialog). */
export const productCardDefinition = {
  type: 'productCard',
  category: 'content',
  slots: PRODUCT_ITEM_SLOTS,
  options: { imageFormat: imageFormatOption },
  offeredInAddSection: false,
} as const satisfies BlockDefinition;
