'use client';

import { ChevronDown } from 'lucide-react';
import { Children, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from '../_shared/styles';
import { clampSlide, dragStep, type SlideTexts } from './slides';

export type SlideDeckProps = { label: string; texts: SlideTexts; className?: string; children: ReactNode };

/**
 * Full-screen slides, one in view. Without JavaScript the deck is a vertical scroll-snap list; after
 * hydration it is a stage moved by a 0.5 s tween: vertical drag over 20 px, arrow keys, or the hint.
 * Slides out of view are inert so focus and screen readers stay on the shown one.
 */
export function SlideDeck({ label, texts, className, children }: SlideDeckProps): ReactNode {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const start = useRef<number | null>(null);
  useEffect(() => setReady(true), []);

  const go = (step: number) => setIndex((current) => clampSlide(current, step, count));
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    go(step);
  };

  return (
    <section
      aria-label={label}
      aria-roledescription={texts.region}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the deck takes arrow keys, so it must be focusable.
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        start.current = event.clientY;
      }}
      onPointerUp={(event) => {
        if (start.current !== null) go(dragStep(start.current, event.clientY));
        start.current = null;
      }}
      onPointerCancel={() => {
        start.current = null;
      }}
      data-slide-index={index}
      className={cx('relative h-svh touch-none select-none focus-visible:outline-2 focus-visible:-outline-offset-4', ready ? 'overflow-hidden' : 'snap-y snap-mandatory overflow-y-auto', className)}
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
            aria-label={`${i + 1} ${texts.of} ${count}`}
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
