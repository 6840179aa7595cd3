'use client';

import { useEffect, useRef } from 'react';
import { scrollProgress } from './scroll-progress';

/** A thin bar at the top of the viewport showing how far the page is scrolled; decorative. */
export function ProgressBar() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const paint = () => {
      frame = 0;
      const root = document.documentElement;
      bar.current?.style.setProperty('transform', `scaleX(${scrollProgress(window.scrollY, root.scrollHeight, window.innerHeight)})`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    paint();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      <div ref={bar} data-progress-bar="" className="h-full origin-left bg-secondary" style={{ transform: 'scaleX(0)' }} />
    </div>
  );
}
