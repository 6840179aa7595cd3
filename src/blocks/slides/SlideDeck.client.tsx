'use client';

import { ChevronDown } from 'lucide-react';
import { Children, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from '../_shared/styles';
import { clampSlide, dragStep, type SlideTexts } from './slides';
import { useScrollLock } from './use-scroll-lock';

export type SlideDeckProps = { label: string; texts: SlideTexts; className?: string; children: ReactNode };

/**
 * Full-screen slides, one in view. Without JavaScript the deck is a vertical scroll-snap list; after
 * hydration it is a stage moved by a 0.5 s tween (none with reduced motion): a vertical drag over
 * 20 px, arrow keys, the hint, or — while the deck is fully in view — the wheel and touch scrolling
 * (the scroll lock, released at the first and last slide and by Escape; see use-scroll-lock.ts).
 * Slides out of view are inert so focus and screen readers stay on the shown one.
 */
export function SlideDeck({ label, texts, className, children }: SlideDeckProps): ReactNode {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const deck = useRef<HTMLElement>(null);
  const start = useRef<number | null>(null);
  useEffect(() => setReady(true), []);

  const go = (step: number) => setIndex((current) => clampSlide(current, step, count));
  const { release } = useScrollLock({ deck, index, count, go });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      release();
      return;
    }
    const step = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 }[event.key];
    // At either end the key is left to the browser, which scrolls the page on.
    if (step === undefined || clampSlide(index, step, count) === index) return;
    event.preventDefault();
    go(step);
  };

  return (
    <section
      ref={deck}
      aria-label={label}
      aria-roledescription={texts.region}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the deck takes arrow keys, so it must be focusable.
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        // Touch goes through the scroll lock's touch handling; mouse and pen drag here.
        start.current = event.pointerType === 'touch' ? null : event.clientY;
      }}
      onPointerUp={(event) => {
        if (start.current !== null) go(dragStep(start.current, event.clientY));
        start.current = null;
      }}
      onPointerCancel={() => {
        start.current = null;
      }}
      data-slide-index={index}
      className={cx(
        'relative h-svh select-none focus-visible:outline-2 focus-visible:-outline-offset-4',
        ready ? 'overflow-hidden' : 'snap-y snap-mandatory overflow-y-auto',
        className,
      )}
    >
      <ul
        className="h-full motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-in-out"
        style={ready ? { transform: `translateY(-${index * 100}%)` } : undefined}
      >
        {slides.map((slide, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional.
            key={i}
            aria-roledescription={texts.slide}
            aria-label={texts.positions[i]}
            inert={ready && i !== index}
            className="flex h-full snap-start items-center justify-center"
          >
            {slide}
          </li>
        ))}
      </ul>
      {index < count - 1 ? (
        <button
          type="button"
          onClick={() => go(1)}
          className="absolute bottom-6 left-1/2 inline-flex -translate-x-1/2 flex-col items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold motion-safe:animate-bounce"
        >
          <span>{texts.hint}</span>
          <ChevronDown aria-hidden="true" className="size-6" />
        </button>
      ) : null}
    </section>
  );
}
