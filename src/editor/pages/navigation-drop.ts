import { containerIndex, locateItem, moveContainer, moveItem, type NavState } from './navigation-moves';

/**
 * dnd-kit ids of the navigation editor: containers, items and each container's list (the drop
 * target of an empty container) share one DndContext, so their ids carry their kind.
 */
export const dndId = {
  container: (id: string) => `container:${id}`,
  item: (id: string) => `item:${id}`,
  list: (containerId: string) => `list:${containerId}`,
};

type Parsed = { kind: 'container' | 'item' | 'list'; id: string };

export function parseDndId(value: string | number): Parsed | null {
  const match = /^(container|item|list):(.+)$/.exec(String(value));
  return match?.[1] && match[2] ? { kind: match[1] as Parsed['kind'], id: match[2] } : null;
}

/** The container a drop target belongs to: itself, its list, or the container of an item. */
function targetContainer(state: NavState, over: Parsed): number {
  if (over.kind === 'item') return locateItem(state, over.id)?.container ?? -1;
  return containerIndex(state, over.id);
}

/**
 * The state after dropping `active` on `over` (editor-panels §4 "Navigation"): a container takes
 * the place of the container it is dropped on; an item takes the place of the item it is dropped
 * on, in that item's container, or goes to the end of a container dropped on as a whole.
 */
export function applyDrop(state: NavState, activeId: string | number, overId: string | number | null): NavState {
  const active = parseDndId(activeId);
  const over = overId === null ? null : parseDndId(overId);
  if (!active || !over) return state;
  const toContainer = targetContainer(state, over);
  if (toContainer < 0) return state;
  if (active.kind === 'container') return moveContainer(state, containerIndex(state, active.id), toContainer);
  if (active.kind !== 'item') return state;
  const from = locateItem(state, active.id);
  if (!from) return state;
  if (over.kind === 'item') {
    const to = locateItem(state, over.id);
    return to ? moveItem(state, { itemId: active.id, toContainer: to.container, toIndex: to.index }) : state;
  }
  if (from.container === toContainer) return state;
  return moveItem(state, { itemId: active.id, toContainer, toIndex: state.containers[toContainer]?.children.length ?? 0 });
}
