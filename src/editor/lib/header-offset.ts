'use client';

import { useEffect } from 'react';

/** editor-panels §9: resize handling is debounced at 100 ms. */
export const RESIZE_DEBOUNCE_MS = 100;

/**
 * The height of the site header when it sits at the top of the window (spec §9: its top is within
 * its height plus 1 px of the top), else 0 — a header scrolled away covers nothing.
 */
export function headerOffset(header: Pick<Element, 'getBoundingClientRect'> | null): number {
  if (!header) return 0;
  const { top, height } = header.getBoundingClientRect();
  return top <= height + 1 && top + height > 0 ? Math.round(top + height) : 0;
}

/**
 * Keeps `scroll-padding-top` at the site header's height on the edit route, measured at start and
 * after the window stops resizing (100 ms), so a section or control scrolled to (a new section, a
 * search hit, a keyboard focus) never ends up under the sticky header.
 */
export function useHeaderScrollPadding(selector = '[data-site-header]'): void {
  useEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      root.style.scrollPaddingTop = `${headerOffset(document.querySelector(selector))}px`;
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener('resize', onResize, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      root.style.scrollPaddingTop = '';
    };
  }, [selector]);
}
