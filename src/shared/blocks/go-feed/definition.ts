import { numberedSlots } from '../numbered-slots';
import { alignmentOption, BOARD_SLOTS, backgroundOption, columnLayoutOption } from '../cards/options';
import type { BlockDefinition, SlotDefinition } from '../types';

/** One go-feed card. The board stores them numbered (title1..title8, description1..8, button1..8; see cards/items.ts). */
export const GO_ITEM_SLOTS = {
  title: { kind: 'text' },
  description: { kind: 'text' },
  button: { kind: 'button' },
} as const satisfies Record<string, SlotDefinition>;
export const GO_ITEM_FIELDS = Object.keys(GO_ITEM_SLOTS);

/** Cards that each lead somewhere: title, text and a link, in a grid (category "various"). */
export const goFeedDefinition = {
  type: 'goFeed',
  category: 'various',
  slots: { ...BOARD_SLOTS, ...numberedSlots(GO_ITEM_SLOTS) },
  options: {
    columnLayout: columnLayoutOption,
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;

/** A single go-feed card (item type: never offered in the add-section dialog). */
export const goFeedCardDefinition = {
  type: 'goFeedCard',
  category: 'various',
  slots: GO_ITEM_SLOTS,
  options: {},
  offeredInAddSection: false,
} as const satisfies BlockDefinition;
