import { numberedSlots } from '../numbered-slots';
import { alignmentOption, BOARD_SLOTS, backgroundOption, columnLayoutOption } from '../cards/options';
import type { BlockDefinition, SlotDefinition } from '../types';

/** One service. The board stores them numbered (title1..title8, duration1..8, …; see cards/items.ts). */
export const SERVICE_ITEM_SLOTS = {
  title: { kind: 'text' },
  description: { kind: 'text' },
  duration: { kind: 'text' },
  cost: { kind: 'text', neutral: true },
} as const satisfies Record<string, SlotDefinition>;
export const SERVICE_ITEM_FIELDS = Object.keys(SERVICE_ITEM_SLOTS);

/** Services with duration and price (each only when given), e.g. eye tests or fittings. */
export const serviceBoardDefinition = {
  type: 'serviceBoard',
  category: 'content',
  slots: { ...BOARD_SLOTS, ...numberedSlots(SERVICE_ITEM_SLOTS) },
  options: {
    columnLayout: columnLayoutOption,
    alignment: alignmentOption,
    background: backgroundOption,
  },
} as const satisfies BlockDefinition;

/** A single service (item type: never offered in the add-section dialog). */
export const serviceCardDefinition = {
  type: 'serviceCard',
  category: 'content',
  slots: SERVICE_ITEM_SLOTS,
  options: {},
  offeredInAddSection: false,
} as const satisfies BlockDefinition;
