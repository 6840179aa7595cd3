import { numberedSlots } from '../numbered-slots';
import { alignmentOption, BOARD_SLOTS, backgroundOption, columnLayoutOption } from '../cards/options';
import type { BlockDefinition, SlotDefinition } from '../types';

/** One step. The board stores them numbered (title1..title8, description1..8; see cards/items.ts). */
export const STEP_ITEM_SLOTS = {
  title: { kind: 'text' },
  description: { kind: 'text' },
} as const satisfies Record<string, SlotDefinition>;
export const STEP_ITEM_FIELDS = Object.keys(STEP_ITEM_SLOTS);

/** A numbered sequence ("So funktioniert's"): steps counted in order, empty ones skipped. */
export const stepFeedBoardDefinition = {
  type: 'stepFeedBoard',
  category: 'content',
  slots: { ...BOARD_SLOTS, ...numberedSlots(STEP_ITEM_SLOTS) },
  options: {
    columnLayout: columnLayoutOption,
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;

/** A single step (item type: never offered in the add-section dialog). */
export const stepFeedCardDefinition = {
  type: 'stepFeedCard',
  category: 'content',
  slots: STEP_ITEM_SLOTS,
  options: {},
  offeredInAddSection: false,
} as const satisfies BlockDefinition;
