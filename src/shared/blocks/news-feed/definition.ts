import { numberedSlots } from '../numbered-slots';
import { alignmentOption, BOARD_SLOTS, backgroundOption, columnLayoutOption, imageFormatOption } from '../cards/options';
import type { BlockDefinition, SlotDefinition } from '../types';

/** One news item. The board stores them numbered (date1..date8, title1..title8, …; see cards/items.ts). */
export const NEWS_ITEM_SLOTS = {
  date: { kind: 'text', neutral: true },
  title: { kind: 'text' },
  description: { kind: 'text' },
  image: { kind: 'media' },
  button: { kind: 'button' },
} as const satisfies Record<string, SlotDefinition>;
export const NEWS_ITEM_FIELDS = Object.keys(NEWS_ITEM_SLOTS);

/** Dated news in a grid: date, title, a 200-character preview, image and a link each. */
export const newsFeedBoardDefinition = {
  type: 'newsFeedBoard',
  category: 'content',
  slots: { ...BOARD_SLOTS, ...numberedSlots(NEWS_ITEM_SLOTS) },
  options: {
    columnLayout: columnLayoutOption,
    imageFormat: imageFormatOption,
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;

/** A single news item (item type: never offered in the add-section dialog). */
export const newsFeedCardDefinition = {
  type: 'newsFeedCard',
  category: 'content',
  slots: NEWS_ITEM_SLOTS,
  options: { imageFormat: imageFormatOption },
  offeredInAddSection: false,
} as const satisfies BlockDefinition;
