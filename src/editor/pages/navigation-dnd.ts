import { type CollisionDetection, type KeyboardCoordinateGetter, closestCenter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { parseDndId } from './navigation-drop';

type Droppables = Parameters<KeyboardCoordinateGetter>[1]['context']['droppableContainers'];

/**
 * Containers, their items and each container's list share one DndContext. Left alone, the
 * nearest droppable of a dragged item is often its own container (whose box holds it), so the
 * keyboard's arrow keys never leave the item. A dragged container meets only containers; an item
 * only items and lists (an empty container's drop target).
 */
function accepts(activeId: string | number | undefined, candidateId: string | number): boolean {
  const active = activeId === undefined ? null : parseDndId(activeId);
  const candidate = parseDndId(candidateId);
  if (!active || !candidate) return false;
  return active.kind === 'container' ? candidate.kind === 'container' : candidate.kind !== 'container';
}

function only(droppables: Droppables, activeId: string | number | undefined): Droppables {
  const enabled = droppables.getEnabled().filter((entry) => accepts(activeId, entry.id));
  // The library reads `getEnabled` and `get`; the other map methods are not used by the getter.
  const view: Pick<Droppables, 'getEnabled' | 'get'> = { getEnabled: () => enabled, get: (id) => droppables.get(id) };
  return view as Droppables;
}

export const navigationCollisions: CollisionDetection = (args) =>
  closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((entry) => accepts(args.active.id, entry.id)) });

export const navigationKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) =>
  sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: only(args.context.droppableContainers, args.context.active?.id) } });
