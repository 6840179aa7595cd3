'use client';

import { type RefObject, useEffect, useRef } from 'react';
import { clampSlide, type DeckGeometry, dragStep, isFullyInView, scrollIntent, TOUCH_ENGAGE_SHARE, WHEEL_COOLDOWN_MS, wheelPixels } from './slides';

export type ScrollLockOptions = {
  deck: RefObject<HTMLElement | null>;
  index: number;
  count: number;
  go: (step: number) => void;
};

function geometry(element: HTMLElement): DeckGeometry {
  const rect = element.getBoundingClientRect();
  return { top: rect.top, height: rect.height, viewportHeight: window.innerHeight };
}

/** Brings the deck's top to the viewport's top at once (a smooth scroll would race the next wheel event). */
function align(top: number): void {
  window.scrollTo({ top: window.scrollY + top, behavior: 'instant' });
}

/** A menu or dialog has locked the page: its own scrolling must not be taken over. */
function pageScrollLocked(): boolean {
  return getComputedStyle(document.body).overflow === 'hidden' || getComputedStyle(document.documentElement).overflow === 'hidden';
}

/**
 * The slide deck's scroll lock (public-site §4.3): while the deck is fully in view, wheel and touch
 * scrolling change slides instead of moving the page; at the first slide going up and the last going
 * down the page scrolls on. Escape releases the lock until the deck has left the view, so nobody is
 * held on it. Returns `release` for the deck's Escape key.
 */
export function useScrollLock({ deck, index, count, go }: ScrollLockOptions): { release: () => void } {
  const position = useRef({ index, count });
  position.current = { index, count };
  const released = useRef(false);
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    const element = deck.current;
    if (!element) return;
    let coolUntil = 0;
    let touch: { y: number; locked: boolean | null } | null = null;

    const onWheel = (event: WheelEvent) => {
      if (event.defaultPrevented || event.ctrlKey || Math.abs(event.deltaX) > Math.abs(event.deltaY) || pageScrollLocked()) return;
      const deckAt = geometry(element);
      const inView = isFullyInView(deckAt);
      if (!inView) released.current = false;
      if (released.current) return;
      const now = performance.now();
      if (inView && now < coolUntil) {
        event.preventDefault();
        return;
      }
      const delta = wheelPixels(event, deckAt.viewportHeight);
      const intent = scrollIntent(deckAt, delta, position.current.index, position.current.count);
      if (intent === 'pass') return;
      event.preventDefault();
      if (intent === 'align') {
        align(deckAt.top);
        return;
      }
      coolUntil = now + WHEEL_COOLDOWN_MS;
      goRef.current(delta > 0 ? 1 : -1);
    };

    const onTouchStart = (event: TouchEvent) => {
      const point = event.touches[0];
      touch = event.touches.length === 1 && point ? { y: point.clientY, locked: null } : null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const point = event.touches[0];
      if (!touch || !point) return;
      if (touch.locked === null) {
        const dy = touch.y - point.clientY;
        if (dy === 0) return;
        // Decided once per gesture, on its first move: the direction and where the deck stands.
        const deckAt = geometry(element);
        const { index: current, count: total } = position.current;
        const hasNeighbour = clampSlide(current, dy > 0 ? 1 : -1, total) !== current;
        const near = isFullyInView(deckAt) || Math.abs(deckAt.top) <= deckAt.viewportHeight * TOUCH_ENGAGE_SHARE;
        touch.locked = hasNeighbour && near && !released.current && !pageScrollLocked();
        if (touch.locked && !isFullyInView(deckAt)) align(deckAt.top);
      }
      if (touch.locked && event.cancelable) event.preventDefault();
    };
    const onTouchEnd = (event: TouchEvent) => {
      const point = event.changedTouches[0];
      if (touch?.locked && point) {
        const step = dragStep(touch.y, point.clientY);
        if (step !== 0) goRef.current(step);
      }
      touch = null;
    };
    const onTouchCancel = () => {
      touch = null;
    };

    window.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('touchcancel', onTouchCancel);
    return () => {
      window.removeEventListener('wheel', onWheel);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchCancel);
    };
  }, [deck]);

  return {
    release: () => {
      released.current = true;
    },
  };
}
