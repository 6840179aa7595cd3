import { numberedSlots } from '../numbered-slots';
import { alignmentOption, BOARD_SLOTS, backgroundOption, columnLayoutOption, imageFormatOption } from '../cards/options';
import type { BlockDefinition, SlotDefinition } from '../types';

/** One slide. The board stores them numbered (title1..title8, image1..8, …; see cards/items.ts). */
export const SLIDE_ITEM_SLOTS = {
  title: { kind: 'text' },
  description: { kind: 'text' },
  image: { kind: 'media' },
  button: { kind: 'button' },
} as const satisfies Record<string, SlotDefinition>;
export const SLIDE_ITEM_FIELDS = Object.keys(SLIDE_ITEM_SLOTS);

/** A row of cards that scrolls sideways: arrows, swipe and arrow keys (public-site "Content slider"). */
export const contentSliderBoardDefinition = {
  type: 'contentSliderBoard',
  category: 'content',
  slots: { ...BOARD_SLOTS, ...numberedSlots(SLIDE_ITEM_SLOTS) },
  options: {
    // How many cards are in view on large screens.
    columnLayout: columnLayoutOption,
    imageFormat: { ...imageFormatOption, default: 'portrait' },
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;

/** A single slide card (item type: never offered in the add-section dialog). */
export const contentSliderCardDefinition = {
  type: 'contentSliderCard',
  category: 'content',
  slots: SLIDE_ITEM_SLOTS,
  options: { imageFormat: { ...imageFormatOption, default: 'portrait' } },
  offeredInAddSection: false,
} as const satisfies BlockDefinition;
