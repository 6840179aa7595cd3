'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { HEADER_SCROLL_THROTTLE_MS, type HeaderScrollState, nextHeaderScrollState, throttle } from './scroll-visibility';

/**
 * The <header> element: slides away on scroll down and back on scroll up, and tells a transparent
 * header when it has left the top (data-scrolled) so it can turn opaque. Focus inside shows it.
 */
export function HeaderShell({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<{ hidden: boolean; scrolled: boolean }>({ hidden: false, scrolled: false });

  useEffect(() => {
    let scroll: HeaderScrollState = { lastY: window.scrollY, hidden: false };
    const update = throttle(() => {
      // While the mobile menu is open the page does not scroll; keep the header.
      if (document.body.dataset.menuOpen === 'true') return;
      scroll = nextHeaderScrollState(scroll, window.scrollY, { headerHeight: ref.current?.offsetHeight });
      const next = { hidden: scroll.hidden, scrolled: window.scrollY > 0 };
      setState((prev) => (prev.hidden === next.hidden && prev.scrolled === next.scrolled ? prev : next));
    }, HEADER_SCROLL_THROTTLE_MS);
    // Keyboard focus entering a hidden header brings it back.
    const reveal = () => setState((prev) => (prev.hidden ? { ...prev, hidden: false } : prev));
    const element = ref.current;
    update();
    window.addEventListener('scroll', update, { passive: true });
    element?.addEventListener('focusin', reveal);
    return () => {
      window.removeEventListener('scroll', update);
      element?.removeEventListener('focusin', reveal);
      update.cancel();
    };
  }, []);

  return (
    <header
      ref={ref}
      className={className}
      data-hidden={state.hidden}
      data-scrolled={state.scrolled}
    >
      {children}
    </header>
  );
}
