import { arrayMove } from '@dnd-kit/sortable';
import type { TCollectionEditorItem } from '@/shared/schemas/collections';

/**
 * The collection editor's two lists as pure state changes, so the dialog can apply them at once
 * (optimistically) and put the previous state back when the server refuses.
 */
export type CollectionLists = { shown: TCollectionEditorItem[]; archive: TCollectionEditorItem[] };

/** GET /collection/items answers shown items first, in order, then the archive. */
export function splitItems(items: readonly TCollectionEditorItem[]): CollectionLists {
  return { shown: items.filter((item) => item.visible), archive: items.filter((item) => !item.visible) };
}

/** Moves `activeId` to where `overId` is in the shown list; unchanged when either is missing or both are the same. */
export function reorderShown(lists: CollectionLists, activeId: string, overId: string): CollectionLists {
  if (activeId === overId) return lists;
  const from = lists.shown.findIndex((item) => item.pageId === activeId);
  const to = lists.shown.findIndex((item) => item.pageId === overId);
  if (from < 0 || to < 0) return lists;
  return { ...lists, shown: arrayMove(lists.shown, from, to) };
}

/** Shows an archived item (at the end of the shown list) or archives a shown one (at the top of the archive). */
export function setItemVisible(lists: CollectionLists, pageId: string, visible: boolean): CollectionLists {
  const source = visible ? lists.archive : lists.shown;
  const item = source.find((entry) => entry.pageId === pageId);
  if (!item) return lists;
  const moved = { ...item, visible };
  const rest = source.filter((entry) => entry.pageId !== pageId);
  return visible ? { shown: [...lists.shown, moved], archive: rest } : { shown: rest, archive: [moved, ...lists.archive] };
}

export function removeItem(lists: CollectionLists, pageId: string): CollectionLists {
  return { shown: lists.shown.filter((item) => item.pageId !== pageId), archive: lists.archive.filter((item) => item.pageId !== pageId) };
}

/** The item's name in the editing language, else in any language it has. */
export function itemName(item: Pick<TCollectionEditorItem, 'name'>, locale: string): string | null {
  const names = item.name as Partial<Record<string, string>>;
  return names[locale] || Object.values(names).find((name) => !!name) || null;
}
