import type { CollectionItemRef } from '../../../shared/content/types';

/**
 * A container's full working list: its stored entries that still name a page of the collection, in
 * their order, then the collection's pages it does not list yet (shown, in the order given: oldest
 * first). Entries of deleted or foreign pages drop out, so the list never names a page twice.
 */
export function completeItemList(stored: readonly CollectionItemRef[] | undefined, pageIds: readonly string[]): CollectionItemRef[] {
  const existing = new Set(pageIds);
  const seen = new Set<string>();
  const list: CollectionItemRef[] = [];
  for (const entry of stored ?? []) {
    if (!existing.has(entry.pageId) || seen.has(entry.pageId)) continue;
    seen.add(entry.pageId);
    list.push({ pageId: entry.pageId, visible: entry.visible });
  }
  for (const pageId of pageIds) if (!seen.has(pageId)) list.push({ pageId, visible: true });
  return list;
}

/** What visitors (or the edit route) see: the items in the container's order, archived ones left out. */
export function orderVisibleItems<T extends { pageId: string }>(items: readonly T[], stored: readonly CollectionItemRef[] | undefined): T[] {
  const byId = new Map(items.map((item) => [item.pageId, item]));
  return completeItemList(
    stored,
    items.map((item) => item.pageId),
  )
    .filter((entry) => entry.visible)
    .flatMap((entry) => byId.get(entry.pageId) ?? []);
}

/** dnd-kit's arrayMove: the element at `from` taken out and inserted at `to`. */
export function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
