// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS } from './carousel';
import { carouselTexts } from './texts';
import { Carousel } from './Carousel.client';

const texts = carouselTexts('de');

/** happy-dom has no layout: give the track and slides the geometry of 3 visible of 5 slides. */
function layout(track: HTMLElement, { clientWidth = 948 } = {}) {
  const slides = Array.from(track.querySelectorAll('li'));
  Object.defineProperty(track, 'clientWidth', { configurable: true, get: () => clientWidth });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, get: () => slides.length * 324 - 24 });
  slides.forEach((slide, i) => {
    Object.defineProperty(slide, 'offsetLeft', { configurable: true, get: () => i * 324 });
    Object.defineProperty(slide, 'offsetWidth', { configurable: true, get: () => 300 });
  });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0;
  });
  track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return scrollTo;
}

function setup({ touchSwipe }: { touchSwipe?: boolean } = {}) {
  render(
    <Carousel label="Angebote" texts={texts} {...(touchSwipe === undefined ? {} : { touchSwipe })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <li key={n}>Karte {n}</li>
      ))}
    </Carousel>,
  );
  const track = screen.getByRole('region', { name: 'Angebote' });
  const scrollTo = layout(track);
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  return { track, scrollTo };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('shows the slides in a focusable region and enables arrows after measuring (resize debounced)', () => {
    vi.useFakeTimers();
    const { track } = setup();
    expect(track.getAttribute('aria-roledescription')).toBe('Karussell');
    expect(track.tabIndex).toBe(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    const previous = screen.getByRole('button', { name: 'Vorheriges Element' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Nächstes Element' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    expect(next.getAttribute('aria-controls')).toBe(track.id);
  });

  it('steps with the arrows and disables them at the ends', () => {
    vi.useFakeTimers();
    const { scrollTo } = setup();
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    const previous = screen.getByRole('button', { name: 'Vorheriges Element' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Nächstes Element' }) as HTMLButtonElement;
    fireEvent.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 324, behavior: 'smooth' });
    expect(previous.disabled).toBe(false);
    fireEvent.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 648, behavior: 'smooth' });
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 324, behavior: 'smooth' });
  });

  it('swipes with the mouse only beyond 50 px and follows the arrow keys', () => {
    vi.useFakeTimers();
    const { track, scrollTo } = setup({ touchSwipe: false });
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    fireEvent.pointerDown(track, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 400 });
    fireEvent.pointerUp(track, { pointerId: 1, pointerType: 'mouse', clientX: 350 });
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.pointerDown(track, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 400 });
    fireEvent.pointerUp(track, { pointerId: 1, pointerType: 'mouse', clientX: 340 });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 324, behavior: 'smooth' });
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 648, behavior: 'smooth' });
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 324, behavior: 'smooth' });
    // Without touchSwipe, touch is left to native scroll snapping.
    scrollTo.mockClear();
    fireEvent.pointerDown(track, { pointerId: 2, pointerType: 'touch', button: 0, clientX: 400 });
    fireEvent.pointerUp(track, { pointerId: 2, pointerType: 'touch', clientX: 200 });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('steps on touch swipes over 50 px too (by default) and leaves vertical panning to the page', () => {
    vi.useFakeTimers();
    const { track, scrollTo } = setup();
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(track.className).toContain('touch-pan-y');
    fireEvent.pointerDown(track, { pointerId: 3, pointerType: 'touch', button: 0, clientX: 300 });
    fireEvent.pointerUp(track, { pointerId: 3, pointerType: 'touch', clientX: 260 });
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.pointerDown(track, { pointerId: 4, pointerType: 'touch', button: 0, clientX: 300 });
    fireEvent.pointerUp(track, { pointerId: 4, pointerType: 'touch', clientX: 240 });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 324, behavior: 'smooth' });
  });

  it('scrolls without animation for visitors who prefer reduced motion', () => {
    vi.useFakeTimers();
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { track, scrollTo } = setup();
      act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
      fireEvent.keyDown(track, { key: 'ArrowRight' });
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 324, behavior: 'auto' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
