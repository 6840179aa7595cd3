import type { Locale } from '@/shared/locales';
import type { TNavigationState } from '@/shared/schemas/site-structure';

/**
 * Pure edits of the navigation state (editor-panels §4 "Navigation"): the editor applies one,
 * shows the result at once and saves it. Every function returns a new state and leaves its input
 * alone, so a failed save can fall back to the state before.
 */

export type NavState = TNavigationState;
export type NavContainer = NavState['containers'][number];
export type NavItem = NavContainer['children'][number];

function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...list];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** Ids for new containers and items: unique within the state, short enough for the schema (64). */
export function newNavId(prefix: 'nav' | 'item'): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random}`;
}

export function containerIndex(state: NavState, containerId: string): number {
  return state.containers.findIndex((container) => container.id === containerId);
}

/** Where an item sits: its container's index and its own, or null. */
export function locateItem(state: NavState, itemId: string): { container: number; index: number } | null {
  for (const [container, entry] of state.containers.entries()) {
    const index = entry.children.findIndex((child) => child.id === itemId);
    if (index >= 0) return { container, index };
  }
  return null;
}

export function moveContainer(state: NavState, from: number, to: number): NavState {
  if (from === to || from < 0 || from >= state.containers.length || to < 0 || to >= state.containers.length) return state;
  return { containers: arrayMove(state.containers, from, to) };
}

/**
 * Moves a child within its container or into another one at `toIndex` (clamped to the end).
 * A move into a container that already lists the same page, or leads to it, is refused: a page
 * shows once per menu.
 */
export function moveItem(state: NavState, move: { itemId: string; toContainer: number; toIndex: number }): NavState {
  const at = locateItem(state, move.itemId);
  const target = state.containers[move.toContainer];
  if (!at || !target) return state;
  const source = state.containers[at.container];
  const item = source?.children[at.index];
  if (!source || !item) return state;
  if (at.container === move.toContainer) {
    if (at.index === move.toIndex) return state;
    const children = arrayMove(source.children, at.index, move.toIndex);
    return { containers: state.containers.map((entry, i) => (i === at.container ? { ...entry, children } : entry)) };
  }
  if (target.pageId === item.pageId || target.children.some((child) => child.pageId === item.pageId)) return state;
  return {
    containers: state.containers.map((entry, i) => {
      if (i === at.container) return { ...entry, children: entry.children.filter((child) => child.id !== item.id) };
      if (i !== move.toContainer) return entry;
      const children = [...entry.children];
      children.splice(Math.max(0, Math.min(move.toIndex, children.length)), 0, item);
      return { ...entry, children };
    }),
  };
}

/** One step up or down within the container (the keyboard buttons beside drag and drop). */
export function stepItem(state: NavState, itemId: string, step: -1 | 1): NavState {
  const at = locateItem(state, itemId);
  if (!at) return state;
  return moveItem(state, { itemId, toContainer: at.container, toIndex: at.index + step });
}

export function stepContainer(state: NavState, containerId: string, step: -1 | 1): NavState {
  const from = containerIndex(state, containerId);
  return from < 0 ? state : moveContainer(state, from, from + step);
}

function updateContainer(state: NavState, containerId: string, update: (container: NavContainer) => NavContainer): NavState {
  return { containers: state.containers.map((entry) => (entry.id === containerId ? update(entry) : entry)) };
}

/** Whether a container names the page already: as where it leads, or in its submenu. */
export function containerHasPage(container: NavContainer, pageId: string): boolean {
  return container.pageId === pageId || container.children.some((child) => child.pageId === pageId);
}

export function addPageToContainer(state: NavState, containerId: string, pageId: string, id = newNavId('item')): NavState {
  return updateContainer(state, containerId, (entry) =>
    containerHasPage(entry, pageId) ? entry : { ...entry, children: [...entry.children, { id, pageId, appearance: 'default' }] },
  );
}

/**
 * Where a top-level entry leads: a page (the entry is a link, its submenu, if any, opens beside
 * it), or none (the entry only opens its submenu). A page already in its submenu is refused.
 */
export function setContainerPage(state: NavState, containerId: string, pageId: string | null): NavState {
  const container = state.containers.find((entry) => entry.id === containerId);
  if (!container || (container.pageId ?? null) === pageId) return state;
  if (pageId && container.children.some((child) => child.pageId === pageId)) return state;
  return updateContainer(state, containerId, (entry) => ({ ...entry, pageId }));
}

export function removeItem(state: NavState, itemId: string): NavState {
  return { containers: state.containers.map((entry) => ({ ...entry, children: entry.children.filter((child) => child.id !== itemId) })) };
}

export function setAppearance(state: NavState, itemId: string, appearance: NavItem['appearance']): NavState {
  return {
    containers: state.containers.map((entry) => ({
      ...entry,
      children: entry.children.map((child) => (child.id === itemId ? { ...child, appearance } : child)),
    })),
  };
}

export function addContainer(state: NavState, id = newNavId('nav')): NavState {
  return { containers: [...state.containers, { id, label: {}, children: [] }] };
}

/** Sets the label in one language; an empty label is dropped, so the fallback title shows. */
export function renameContainer(state: NavState, containerId: string, locale: Locale, label: string): NavState {
  return updateContainer(state, containerId, (entry) => {
    const next: Partial<Record<Locale, string>> = { ...entry.label };
    const text = label.trim();
    if (text) next[locale] = text;
    else delete next[locale];
    return { ...entry, label: next };
  });
}

export function removeContainer(state: NavState, containerId: string): NavState {
  return { containers: state.containers.filter((entry) => entry.id !== containerId) };
}
