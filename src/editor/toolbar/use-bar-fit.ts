'use client';

import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type Fit, type FitEntry, fitBar } from './bar-fit';

export type FitLayout = Omit<FitEntry, 'width'> & {
  /** Counted at its widest so far: a status that changes while one types does not push items back and forth. */
  reserve?: boolean;
};

const NOTHING_MOVED: Fit = { menu: new Set(), dividers: new Set() };

function sameFit(a: Fit, b: Fit): boolean {
  const same = (x: ReadonlySet<unknown>, y: ReadonlySet<unknown>) => x.size === y.size && [...x].every((value) => y.has(value));
  return same(a.menu, b.menu) && same(a.dividers, b.dividers);
}

/** A box's width without its horizontal padding. */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
}

/**
 * Measures the bar's items where they are (in the bar, or kept in an invisible box while in the
 * menu, at the same natural width) and the room the bar has, and moves what does not fit into
 * the "Mehr" menu. A ResizeObserver follows every change: the window, a longer label in another
 * editor language, a status that appears.
 */
export function useBarFit(layout: readonly FitLayout[], moreId: string) {
  const bar = useRef<HTMLDivElement | null>(null);
  const items = useRef(new Map<string, HTMLElement>());
  const reserved = useRef(new Map<string, number>());
  const divider = useRef<HTMLElement | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const [fit, setFit] = useState<Fit>(NOTHING_MOVED);

  const measure = useCallback(() => {
    const element = bar.current;
    const host = element?.parentElement;
    if (!element || !host) return;
    const style = getComputedStyle(element);
    const available = contentWidth(host) - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    // Rounded up: the row never comes out a fraction of a pixel wider than counted.
    const dividerWidth = divider.current ? Math.ceil(divider.current.getBoundingClientRect().width) : 0;
    const entries: FitEntry[] = layoutRef.current.map(({ reserve, ...entry }) => {
      const node = items.current.get(entry.id);
      let width = node ? Math.ceil(node.getBoundingClientRect().width) : 0;
      if (reserve) {
        width = Math.max(width, reserved.current.get(entry.id) ?? 0);
        reserved.current.set(entry.id, width);
      }
      return { ...entry, width };
    });
    const next = fitBar(entries, { available, gap: Number.parseFloat(style.columnGap) || 0, divider: dividerWidth, moreId });
    setFit((current) => (sameFit(current, next) ? current : next));
  }, [moreId]);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(() => measure());
    observer.current = resize;
    if (element.parentElement) resize.observe(element.parentElement);
    for (const node of items.current.values()) resize.observe(node);
    return () => {
      resize.disconnect();
      observer.current = null;
    };
  }, [measure]);

  // The items' list itself may change (a button that becomes pinned) without any size changing.
  useLayoutEffect(() => measure());

  /** The ref of an item's box, stable per id. */
  const itemRef = useCallback((id: string) => {
    let ref = refs.current.get(id);
    if (!ref) {
      ref = (node: HTMLElement | null) => {
        const before = items.current.get(id);
        if (before && before !== node) observer.current?.unobserve(before);
        if (node) {
          items.current.set(id, node);
          observer.current?.observe(node);
        } else items.current.delete(id);
      };
      refs.current.set(id, ref);
    }
    return ref;
  }, []);

  /** The ref of one divider (all are alike), measured where it is like the items. */
  const dividerRef = useCallback((node: HTMLElement | null) => {
    if (node) divider.current = node;
    else if (divider.current && !divider.current.isConnected) divider.current = null;
  }, []);

  return { fit, barRef: bar, itemRef, dividerRef };
}
