import type { GroupNode } from '../../shared/content/types';
import { buttonOf, isSlotVisible, richTextOf, textOf } from '../../shared/blocks/fields';
import { mediaOf } from '../_shared/slots';
import type { RenderContext } from '../types';

/** The slots of one numbered item of a board-like block (e.g. image3, title3, description3, button3). */
export type ItemSlots = { image?: string; title?: string; description?: string; button?: string };

/** Whether any of an item's slots shows something live (hidden slots do not count). */
export function itemHasContent(group: GroupNode, ctx: RenderContext, slots: ItemSlots): boolean {
  const shown = (slot: string | undefined): slot is string => slot !== undefined && isSlotVisible(group, slot);
  if (shown(slots.image) && mediaOf(group, slots.image, ctx, 'image') !== null) return true;
  if (shown(slots.title) && textOf(group, slots.title, ctx.locale) !== null) return true;
  if (shown(slots.description) && richTextOf(group, slots.description, ctx.locale) !== null) return true;
  if (shown(slots.button)) {
    const button = buttonOf(group, slots.button, ctx);
    if (button.label !== null && button.href !== null) return true;
  }
  return false;
}

/**
 * Item numbers (1-based) to render. Live: the items with content, in order. Edit: every item up to
 * the last filled one plus one empty item to fill next (at least one, at most `max`).
 */
export function visibleItems(group: GroupNode, ctx: RenderContext, max: number, slotsOf: (n: number) => ItemSlots): number[] {
  const all = Array.from({ length: max }, (_, i) => i + 1);
  const filled = all.filter((n) => itemHasContent(group, ctx, slotsOf(n)));
  if (ctx.mode !== 'edit') return filled;
  const last = filled.at(-1) ?? 0;
  return all.slice(0, Math.min(max, last + 1));
}
