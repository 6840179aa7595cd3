'use client';

import { type RefObject, useEffect, useRef, useState } from 'react';
import { activeLetter, type DirectoryLetter } from './directory-filter';

/** Spec §9.2: a jump to a letter lands its group this far below the header. */
export const DIRECTORY_JUMP_GAP_PX = 40;

/**
 * Keeps the directory's sticky bar below the site header while the header shows, sets the jump
 * offset (`--directory-offset`: the header's height plus the bar's; the groups' scroll margin adds
 * the spec's 40 px) and reports the letter whose group the reader has scrolled to.
 */
export function useDirectoryScroll(root: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>, groupsKey: string): DirectoryLetter | null {
  const [active, setActive] = useState<DirectoryLetter | null>(null);
  const line = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter result (groupsKey) has other groups to measure
  useEffect(() => {
    const rootElement = root.current;
    const barElement = bar.current;
    if (!rootElement || !barElement) return;
    const header = document.querySelector<HTMLElement>('[data-site-header]');
    let frame = 0;
    const measure = () => {
      frame = 0;
      const groups = [...rootElement.querySelectorAll<HTMLElement>('[data-letter-group]')];
      const tops = groups.map((group) => ({ letter: group.dataset.letterGroup as DirectoryLetter, top: group.getBoundingClientRect().top }));
      // Two pixels of slack: a jump lands exactly on the line, give or take rounding.
      setActive(activeLetter(tops, line.current + 2));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const place = () => {
      const headerHeight = header?.offsetHeight ?? 0;
      const headerShown = header !== null && header.dataset.hidden !== 'true';
      const offset = headerHeight + barElement.offsetHeight;
      rootElement.style.setProperty('--directory-offset', `${offset}px`);
      rootElement.style.setProperty('--directory-top', `${headerShown ? headerHeight : 0}px`);
      line.current = offset + DIRECTORY_JUMP_GAP_PX;
      schedule();
    };
    place();
    const resize = new ResizeObserver(place);
    resize.observe(barElement);
    if (header) resize.observe(header);
    // The header slides away on scroll down and back on scroll up (data-hidden, site behaviour).
    const headerState = new MutationObserver(place);
    if (header) headerState.observe(header, { attributes: true, attributeFilter: ['data-hidden'] });
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      headerState.disconnect();
      window.removeEventListener('scroll', schedule);
    };
  }, [root, bar, groupsKey]);

  return active;
}
