import { describe, expect, it } from 'vitest';
import { applyDrop, dndId } from './navigation-drop';
import {
  addContainer,
  addPageToContainer,
  moveContainer,
  moveItem,
  type NavState,
  removeContainer,
  renameContainer,
  setAppearance,
  setContainerPage,
  stepContainer,
  stepItem,
} from './navigation-moves';

const P = (n: number) => `5a0c3e1d-2222-4222-8222-00000000000${n}`;
const state = (): NavState => ({
  containers: [
    {
      id: 'main',
      label: { de: 'Hauptmenü' },
      children: [
        { id: 'a', pageId: P(1), appearance: 'default' },
        { id: 'b', pageId: P(2), appearance: 'default' },
        { id: 'c', pageId: P(3), appearance: 'button' },
      ],
    },
    { id: 'footer', label: {}, children: [{ id: 'd', pageId: P(4), appearance: 'default' }] },
    { id: 'empty', label: {}, children: [] },
  ],
});
const order = (nav: NavState) => nav.containers.map((container) => `${container.id}:${container.children.map((child) => child.id).join('')}`);

describe('navigation moves', () => {
  it('reorders containers and leaves the input untouched', () => {
    const before = state();
    expect(order(moveContainer(before, 0, 2))).toEqual(['footer:d', 'empty:', 'main:abc']);
    expect(order(before)).toEqual(['main:abc', 'footer:d', 'empty:']);
    expect(moveContainer(before, 0, 5)).toBe(before);
  });

  it('reorders children within a container', () => {
    expect(order(moveItem(state(), { itemId: 'a', toContainer: 0, toIndex: 2 }))).toEqual(['main:bca', 'footer:d', 'empty:']);
  });

  it('moves a child between containers, also into an empty one', () => {
    expect(order(moveItem(state(), { itemId: 'b', toContainer: 1, toIndex: 0 }))).toEqual(['main:ac', 'footer:bd', 'empty:']);
    expect(order(moveItem(state(), { itemId: 'd', toContainer: 2, toIndex: 9 }))).toEqual(['main:abc', 'footer:', 'empty:d']);
  });

  it('refuses to put the same page twice into one container', () => {
    const before = addPageToContainer(state(), 'footer', P(1), 'x');
    expect(moveItem(before, { itemId: 'a', toContainer: 1, toIndex: 0 })).toBe(before);
    expect(addPageToContainer(before, 'footer', P(1), 'y')).toEqual(before);
  });

  it('steps up and down with the buttons, stopping at the ends', () => {
    expect(order(stepItem(state(), 'c', -1))).toEqual(['main:acb', 'footer:d', 'empty:']);
    expect(order(stepItem(state(), 'a', -1))).toEqual(['main:abc', 'footer:d', 'empty:']);
    expect(order(stepContainer(state(), 'footer', 1))).toEqual(['main:abc', 'empty:', 'footer:d']);
    expect(stepContainer(state(), 'main', -1).containers[0]?.id).toBe('main');
  });

  it('adds, renames and removes containers; an empty label falls back to the default title', () => {
    const added = addContainer(state(), 'new');
    expect(added.containers.at(-1)).toEqual({ id: 'new', label: {}, children: [] });
    const named = renameContainer(added, 'new', 'fr', '  Menu  ');
    expect(named.containers.at(-1)?.label).toEqual({ fr: 'Menu' });
    expect(renameContainer(named, 'new', 'fr', ' ').containers.at(-1)?.label).toEqual({});
    expect(order(removeContainer(state(), 'footer'))).toEqual(['main:abc', 'empty:']);
  });

  it('sets and clears where a top-level entry leads, never to a page of its own submenu', () => {
    const linked = setContainerPage(state(), 'empty', P(5));
    expect(linked.containers[2]).toEqual({ id: 'empty', label: {}, pageId: P(5), children: [] });
    expect(setContainerPage(linked, 'empty', P(5))).toBe(linked);
    expect(setContainerPage(linked, 'empty', null).containers[2]?.pageId).toBeNull();
    const before = state();
    expect(setContainerPage(before, 'main', P(2))).toBe(before);
  });

  it('keeps the page an entry leads to out of its submenu', () => {
    const linked = setContainerPage(state(), 'footer', P(1));
    expect(addPageToContainer(linked, 'footer', P(1), 'y')).toEqual(linked);
    expect(moveItem(linked, { itemId: 'a', toContainer: 1, toIndex: 0 })).toBe(linked);
  });

  it('switches an item between default and button', () => {
    expect(setAppearance(state(), 'a', 'button').containers[0]?.children[0]?.appearance).toBe('button');
  });
});

describe('dropping in the navigation editor', () => {
  it('drops a container on another container or on one of its items', () => {
    expect(order(applyDrop(state(), dndId.container('main'), dndId.container('footer')))).toEqual(['footer:d', 'main:abc', 'empty:']);
    expect(order(applyDrop(state(), dndId.container('empty'), dndId.item('b')))).toEqual(['empty:', 'main:abc', 'footer:d']);
  });

  it('drops an item on an item (its place) or on a container list (its end)', () => {
    expect(order(applyDrop(state(), dndId.item('a'), dndId.item('c')))).toEqual(['main:bca', 'footer:d', 'empty:']);
    expect(order(applyDrop(state(), dndId.item('a'), dndId.item('d')))).toEqual(['main:bc', 'footer:ad', 'empty:']);
    expect(order(applyDrop(state(), dndId.item('a'), dndId.list('empty')))).toEqual(['main:bc', 'footer:d', 'empty:a']);
  });

  it('changes nothing when dropped nowhere or on itself', () => {
    const before = state();
    expect(applyDrop(before, dndId.item('a'), null)).toBe(before);
    expect(applyDrop(before, dndId.item('a'), dndId.item('a'))).toBe(before);
    expect(applyDrop(before, dndId.item('a'), dndId.list('main'))).toBe(before);
  });
});
