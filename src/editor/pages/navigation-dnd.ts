'use client';

import { useDndContext } from '@dnd-kit/core';
import { parseDndId } from './navigation-drop';

type Kind = 'container' | 'item' | 'list';

/**
 * Containers, their items and each container's list share one DndContext. Left alone, the
 * nearest drop target of a dragged item is often its own container (whose box holds it), so the
 * keyboard's arrow keys never leave the item. While something is dragged, only targets of its
 * kind stay enabled: a container meets containers; an item meets items and lists (an empty
 * container's target). dnd-kit's own collision detection and keyboard coordinates then see the
 * right targets only.
 */
export function useDropDisabled(own: Kind): boolean {
  const { active } = useDndContext();
  const dragged = active ? parseDndId(active.id)?.kind : undefined;
  if (!dragged) return false;
  return dragged === 'container' ? own !== 'container' : own === 'container';
}
