import { describe, expect, it } from 'vitest';
import { arrayMove, completeItemList, orderVisibleItems } from './order-items';

describe('completeItemList', () => {
  it('keeps the stored order, drops gone or repeated pages and appends unlisted ones as shown', () => {
    const stored = [
      { pageId: 'c', visible: false },
      { pageId: 'gone', visible: true },
      { pageId: 'a', visible: true },
      { pageId: 'c', visible: true },
    ];
    expect(completeItemList(stored, ['a', 'b', 'c'])).toEqual([
      { pageId: 'c', visible: false },
      { pageId: 'a', visible: true },
      { pageId: 'b', visible: true },
    ]);
  });
});

describe('orderVisibleItems', () => {
  it('orders items as listed and leaves out archived ones', () => {
    const items = [{ pageId: 'a' }, { pageId: 'b' }, { pageId: 'c' }];
    expect(
      orderVisibleItems(items, [
        { pageId: 'c', visible: true },
        { pageId: 'a', visible: false },
      ]).map((i) => i.pageId),
    ).toEqual(['c', 'b']);
    expect(orderVisibleItems(items, undefined).map((i) => i.pageId)).toEqual(['a', 'b', 'c']);
  });
});

describe('arrayMove', () => {
  it('moves down and up as dnd-kit does', () => {
    expect(arrayMove(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(arrayMove(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });
});
