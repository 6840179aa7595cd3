// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingEmbed } from '@/blocks/_shared/booking/BookingEmbed';
import { bookingFrames } from './booking-frames';

const WIDGET = 'https://connect.shore.com/widget/optik?locale=de&layout=inline&select_location=false';
const CONFIG = { timeoutMs: 8000, rootMargin: '400px' };
const win = () => document.defaultView as Window & typeof globalThis;
let controller = new AbortController();

/** The real embed markup (the container's or the modal's), as the server sends it. */
function page(load: 'inline' | 'modal') {
  document.body.innerHTML = renderToStaticMarkup(
    <BookingEmbed widgetUrl={WIDGET} load={load} locale="de" pageUrl={WIDGET} branch={{ name: 'Altstadt', phone: '052 123 45 67' }} />,
  );
  return {
    embed: document.querySelector('[data-booking-embed]') as HTMLElement,
    frame: document.querySelector('iframe') as HTMLIFrameElement,
  };
}

/** The provider probe: answers, fails (offline, blocked) or never settles. */
function probe(outcome: 'answers' | 'fails' | 'hangs') {
  const fetch = vi.fn(() =>
    outcome === 'answers'
      ? Promise.resolve(new Response(null))
      : outcome === 'fails'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : new Promise<Response>(() => {}),
  );
  Object.defineProperty(win(), 'fetch', { value: fetch, configurable: true, writable: true });
  return fetch;
}

/** An IntersectionObserver the test drives: `reveal` brings every observed element near the viewport. */
function viewport() {
  const observed = new Set<Element>();
  let callback: IntersectionObserverCallback = () => {};
  class FakeObserver {
    constructor(cb: IntersectionObserverCallback) {
      callback = cb;
    }
    observe(element: Element) {
      observed.add(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      observed.clear();
    }
  }
  Object.defineProperty(win(), 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  return {
    reveal: () =>
      callback(
        [...observed].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  controller.abort();
  controller = new AbortController();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('bookingFrames', () => {
  it('starts an inline widget when it nears the viewport and shows it once the provider answered and the frame loaded', async () => {
    const { reveal } = viewport();
    const fetch = probe('answers');
    const { embed, frame } = page('inline');
    bookingFrames(document, CONFIG, controller.signal);
    expect(frame.getAttribute('src')).toBeNull();
    reveal();
    expect(embed.dataset.bookingState).toBe('loading');
    expect(frame.getAttribute('src')).toBe(WIDGET);
    expect(fetch).toHaveBeenCalledWith(WIDGET, expect.objectContaining({ mode: 'no-cors', credentials: 'omit' }));
    await flush();
    expect(embed.dataset.bookingState).toBe('loading');
    frame.dispatchEvent(new Event('load'));
    expect(embed.dataset.bookingState).toBe('ready');
  });

  it('shows the fallback when the provider cannot be reached, although the frame fires load (on the browser’s error page)', async () => {
    viewport();
    probe('fails');
    const { embed, frame } = page('modal');
    const start = bookingFrames(document, CONFIG, controller.signal);
    start(embed);
    frame.dispatchEvent(new Event('load'));
    await flush();
    expect(embed.dataset.bookingState).toBe('failed');
  });

  it('shows the fallback when the widget does not answer within the timeout', () => {
    vi.useFakeTimers();
    probe('hangs');
    const { embed } = page('modal');
    bookingFrames(document, CONFIG, controller.signal)(embed);
    vi.advanceTimersByTime(CONFIG.timeoutMs - 1);
    expect(embed.dataset.bookingState).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(embed.dataset.bookingState).toBe('failed');
  });

  it('leaves the modal’s widget alone until asked for, and starts each widget once', () => {
    const { reveal } = viewport();
    const fetch = probe('hangs');
    const { embed, frame } = page('modal');
    const start = bookingFrames(document, CONFIG, controller.signal);
    reveal();
    expect(frame.getAttribute('src')).toBeNull();
    start(embed);
    start(embed);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('finds an inline widget rendered after it ran (the editor adds a section)', async () => {
    const { reveal } = viewport();
    probe('hangs');
    bookingFrames(document, CONFIG, controller.signal);
    const { embed } = page('inline');
    await flush();
    reveal();
    expect(embed.dataset.bookingState).toBe('loading');
  });
});
