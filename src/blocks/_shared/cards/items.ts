import { MAX_ITEMS, itemSlot, slotDefinition } from '../../../shared/blocks/numbered-slots';
import type { GroupNode } from '../../../shared/content/types';
import type { RenderContext } from '../../types';
import type { SlotDefinition } from '../../../shared/blocks/types';
import { isSlotVisible, richTextOf, textOf } from '../../../shared/blocks/fields';
import { mediaOf } from '../slots';

/** Rendering of board items; the slot convention itself is in `shared/blocks/numbered-slots.ts`. */

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
