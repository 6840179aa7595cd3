'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../_shared/styles';
import { type CarouselState, type CarouselTexts, carouselState, debounce, RESIZE_DEBOUNCE_MS, stepTarget, swipeDirection, type TrackMetrics } from './carousel';

export type CarouselProps = {
  /** The slides, each an <li>, rendered on the server. */
  children: ReactNode;
  /** Accessible name of the carousel region (the board title, or a generic one). */
  label: string;
  texts: CarouselTexts;
  className?: string;
  /** How long after the last resize the row is measured again. */
  resizeDebounceMs?: number;
  /**
   * Touch steps one slide per swipe over 50 px, like the mouse (the row then pans only vertically
   * by itself; the default). Off: touch scrolls the row natively, where a 30 px flick already
   * snapped to the next card.
   */
  touchSwipe?: boolean;
};

const INITIAL: CarouselState = { index: 0, perView: 1, maxIndex: 0, atStart: true, atEnd: true };

function measure(track: HTMLElement, list: HTMLElement, scrollLeft = track.scrollLeft): TrackMetrics {
  const slides = Array.from(list.children) as HTMLElement[];
  const first = slides[0];
  const second = slides[1];
  const slideWidth = first?.offsetWidth ?? 0;
  const stride = first && second ? second.offsetLeft - first.offsetLeft : slideWidth;
  // The track's start padding: where the first slide snaps in (scroll-snap aligns it to the edge).
  const startOffset = Number.parseFloat(getComputedStyle(track).paddingLeft) || 0;
  return { scrollLeft, clientWidth: track.clientWidth, scrollWidth: track.scrollWidth, stride, slideWidth, count: slides.length, startOffset };
}

/**
 * A small carousel island: the slides sit in a scroll-snap row that works without JavaScript
 * (scroll, swipe on touch). With JavaScript it adds previous/next buttons (disabled at the ends),
 * arrow keys while the row is focused and drag or swipe with a 50 px threshold; its scrolling is
 * instant for visitors who prefer reduced motion. Snapping is `proximity`: a mandatory snap with
 * smooth scrolling moved the row by itself on load, and Chrome then recorded no largest contentful
 * paint for the page. Measurements follow resizes, debounced by 100 ms.
 */
export function Carousel({ children, label, texts, className, resizeDebounceMs = RESIZE_DEBOUNCE_MS, touchSwipe = true }: CarouselProps): ReactNode {
  const trackId = useId();
  const track = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [state, setState] = useState<CarouselState>(INITIAL);
  const [ready, setReady] = useState(false);
  const drag = useRef<{ x: number; id: number } | null>(null);
  const dragged = useRef(false);

  const update = useCallback((scrollLeft?: number) => {
    if (track.current && list.current) setState(carouselState(measure(track.current, list.current, scrollLeft)));
  }, []);

  const step = useCallback(
    (delta: number) => {
      const el = track.current;
      if (!el || !list.current) return;
      const metrics = measure(el, list.current);
      const left = stepTarget(carouselState(metrics), delta, metrics.stride, metrics.startOffset);
      const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      el.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' });
      // Buttons reflect the target at once; the scroll event confirms it when the move ends.
      update(left);
    },
    [update],
  );

  useEffect(() => {
    setReady(true);
    update();
    const onResize = debounce(() => update(), resizeDebounceMs);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [update, resizeDebounceMs]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 1 : -1);
  };

  const onPointerDown = (event: PointerEvent) => {
    dragged.current = false;
    // Mouse and pen drag through the swipe logic; touch too with touchSwipe, else it scrolls natively (with snapping).
    if ((event.pointerType === 'touch' && !touchSwipe) || event.button !== 0) return;
    drag.current = { x: event.clientX, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = drag.current;
    drag.current = null;
    if (!start || start.id !== event.pointerId) return;
    const direction = swipeDirection(start.x, event.clientX);
    if (direction === 0) return;
    dragged.current = true;
    step(direction);
  };

  const button =
    'grid size-11 place-items-center rounded-full border-2 border-current transition hover:bg-current/10 disabled:cursor-not-allowed disabled:opacity-30';

  return (
    <div data-carousel="" className={cx('relative', className)}>
      <section
        ref={track}
        id={trackId}
        aria-roledescription={texts.carousel}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        data-carousel-track=""
        className={cx(
          '-mx-2 snap-x snap-proximity overflow-x-auto overscroll-x-contain px-2 pb-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-current [scrollbar-width:thin]',
          // Only once hydrated: without JavaScript touch must keep scrolling the row itself.
          ready && touchSwipe && 'touch-pan-y',
        )}
        onKeyDown={onKeyDown}
        onScroll={() => update()}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          // A drag that stepped the carousel is not a click on the link under the pointer.
          if (dragged.current) event.preventDefault();
          dragged.current = false;
        }}
      >
        <ul ref={list} className="flex gap-6">
          {children}
        </ul>
      </section>
      {/* Rendered by the server already, so hydration moves nothing below (layout shift); without
          JavaScript there is nothing to press, and a row that fits keeps the space, hidden. */}
      <div className={cx('mt-4 flex justify-end gap-3 noscript:hidden', ready && state.atStart && state.atEnd && 'invisible')}>
        <button type="button" aria-label={texts.previous} aria-controls={trackId} disabled={state.atStart} onClick={() => step(-1)} className={button}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button type="button" aria-label={texts.next} aria-controls={trackId} disabled={state.atEnd} onClick={() => step(1)} className={button}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
