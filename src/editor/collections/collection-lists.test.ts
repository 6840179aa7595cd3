import { describe, expect, it } from 'vitest';
import type { TCollectionEditorItem } from '@/shared/schemas/collections';
import { itemName, removeItem, reorderShown, setItemVisible, splitItems } from './collection-lists';

const item = (pageId: string, visible: boolean, name = pageId): TCollectionEditorItem => ({
  pageId,
  name: { de: name },
  slug: { de: pageId },
  visible,
  status: 'published',
});
const ids = (list: TCollectionEditorItem[]) => list.map((entry) => entry.pageId);

describe('collection lists', () => {
  const lists = splitItems([item('a', true), item('b', true), item('c', true), item('x', false)]);

  it('splits the answer into shown (in order) and archive', () => {
    expect(ids(lists.shown)).toEqual(['a', 'b', 'c']);
    expect(ids(lists.archive)).toEqual(['x']);
  });

  it('moves the dragged item to where the target is', () => {
    expect(ids(reorderShown(lists, 'a', 'c').shown)).toEqual(['b', 'c', 'a']);
    expect(ids(reorderShown(lists, 'c', 'a').shown)).toEqual(['c', 'a', 'b']);
  });

  it('leaves the order when active and target are the same or unknown', () => {
    expect(reorderShown(lists, 'b', 'b')).toBe(lists);
    expect(reorderShown(lists, 'b', 'x')).toBe(lists);
  });

  it('moves items between the lists when shown or archived', () => {
    const hidden = setItemVisible(lists, 'b', false);
    expect(ids(hidden.shown)).toEqual(['a', 'c']);
    expect(ids(hidden.archive)).toEqual(['b', 'x']);
    expect(hidden.archive[0]?.visible).toBe(false);
    const shown = setItemVisible(hidden, 'x', true);
    expect(ids(shown.shown)).toEqual(['a', 'c', 'x']);
    expect(shown.shown[2]?.visible).toBe(true);
    expect(setItemVisible(lists, 'x', false)).toBe(lists);
  });

  it('removes an item from either list', () => {
    expect(ids(removeItem(lists, 'x').archive)).toEqual([]);
    expect(ids(removeItem(lists, 'a').shown)).toEqual(['b', 'c']);
  });

  it('names an item in the editing language, else in another', () => {
    expect(itemName({ name: { de: 'Anna', fr: 'Anne' } }, 'fr')).toBe('Anne');
    expect(itemName({ name: { de: 'Anna' } }, 'fr')).toBe('Anna');
    expect(itemName({ name: {} }, 'de')).toBeNull();
  });
});
