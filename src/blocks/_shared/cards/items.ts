import type { GroupNode } from '../../../shared/content/types';
import type { RenderContext, SlotDefinition } from '../../types';
import { isSlotVisible, richTextOf, textOf } from '../fields';
import { mediaOf } from '../slots';

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

const FALLBACK: SlotDefinition = { kind: 'text',  };

/** A declared slot's definition (numbered slots are built at runtime, so the lookup may miss). */
export function slotDefinition(slots: Record<string, SlotDefinition>, name: string): SlotDefinition {
  return slots[name] ?? { ...FALLBACK,  };
}

function hasContent(group: GroupNode, ctx: RenderContext, name: string, definition: SlotDefinition): boolean {
  if (!isSlotVisible(group, name)) return false;
  switch (definition.kind) {
    case 'richText':
      return richTextOf(group, name, ctx.locale) !== null;
    case 'media':
      return mediaOf(group, name, ctx, 'image') !== null;
    default:
      return textOf(group, name, ctx.locale) !== null;
  }
}

/** Item numbers to render, in order: the filled ones (live), plus the first empty one (edit). */
export function itemNumbers(group: GroupNode, ctx: RenderContext, slots: Record<string, SlotDefinition>, fields: readonly string[]): number[] {
  const numbers: number[] = [];
  let placeholder: number | null = null;
  for (let n = 1; n <= MAX_ITEMS; n++) {
    const filled = fields.some((base) => {
      const name = itemSlot(base, n);
      return hasContent(group, ctx, name, slotDefinition(slots, name));
    });
    if (filled) numbers.push(n);
    else placeholder ??= n;
  }
  if (ctx.mode === 'edit' && placeholder !== null) numbers.push(placeholder);
  return numbers;
}

/** Slot props of item n's fields: `at('title')` → the group, context, slot `title{n}` and its definition. */
export function itemSlotProps(group: GroupNode, ctx: RenderContext, slots: Record<string, SlotDefinition>, n: number | null) {
  return (base: string) => {
    const slot = itemSlot(base, n);
    return { group, ctx, slot, definition: slotDefinition(slots, slot) };
  };
}
