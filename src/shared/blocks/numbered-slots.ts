import type { SlotDefinition } from './types';

/**
 * Board items as numbered slots.
 *
 * Convention: a board group stores up to MAX_ITEMS items as plain numbered slots — item n of a
 * board with item fields `title` and `image` lives in the slots `title{n}` and `image{n}`
 * (title1..title8, image1..image8). The definition declares every numbered slot, so the editor
 * knows their kinds and labels. Rendering walks n = 1..MAX_ITEMS and keeps, in order, the items
 * with at least one non-empty visible slot in the current locale. In edit mode the first empty
 * item follows the filled ones as a placeholder, so the editor can add one more. The matching
 * card item type (e.g. newsFeedCard) uses the same fields without a number.
 */
export const MAX_ITEMS = 8;

/** The slot that holds one item field: `title` + 3 → `title3`; a card (null) uses the bare name. */
export function itemSlot(base: string, n: number | null): string {
  return n === null ? base : `${base}${n}`;
}

/** `{ title: {...} }` → title1..titleN (the editor names them "Titel 1", see `blockLabels`). */
export function numberedSlots(fields: Record<string, SlotDefinition>, count = MAX_ITEMS): Record<string, SlotDefinition> {
  const slots: Record<string, SlotDefinition> = {};
  for (let n = 1; n <= count; n++) {
    for (const [base, definition] of Object.entries(fields)) {
      // Items are optional: a required marker on every empty placeholder would only be noise.
      slots[itemSlot(base, n)] = { ...definition, required: false };
    }
  }
  return slots;
}

const FALLBACK: SlotDefinition = { kind: 'text' };

/** A declared slot's definition (numbered slots are built at runtime, so the lookup may miss). */
export function slotDefinition(slots: Record<string, SlotDefinition>, name: string): SlotDefinition {
  return slots[name] ?? { ...FALLBACK };
}
