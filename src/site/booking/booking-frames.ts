export type BookingFramesConfig = {
  /** How long the widget may take (probe answered and frame loaded) before the fallback shows. */
  timeoutMs: number;
  /** How far below the viewport an inline widget starts loading. */
  rootMargin: string;
};

/**
 * Loads the booking widgets' frames (BookingEmbed) and shows their fallback when one cannot load.
 * A cross-origin frame reports no error (a blocked or unreachable widget still fires `load`, on the
 * browser's error page), so two signals decide: a no-cors request to the widget address, which
 * fails when the provider is unreachable or blocked, and the frame's `load`, both within the
 * timeout. The state goes to `data-booking-state` (`loading`, `ready`, `failed`); CSS shows the
 * frame, the loading note or the fallback from it.
 *
 * Inline widgets (the booking container) start when they come near the viewport, also when the
 * editor renders one later; the modal's starts on its first opening, through the returned function.
 *
 * Serialized into the site behaviour script: uses nothing but its parameters and browser globals.
 */
export function bookingFrames(doc: Document, config: BookingFramesConfig, signal: AbortSignal): (embed: Element) => void {
  const win = doc.defaultView ?? window;
  const start = (embed: Element) => {
    if (!(embed instanceof win.HTMLElement) || embed.dataset.bookingState !== 'idle' || signal.aborted) return;
    const frame = embed.querySelector<HTMLIFrameElement>('iframe[data-src]');
    const src = frame?.dataset.src;
    if (!frame || !src) return;
    embed.dataset.bookingState = 'loading';
    let loaded = false;
    let reachable = typeof win.fetch !== 'function';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (state: 'ready' | 'failed') => {
      if (embed.dataset.bookingState !== 'loading' || signal.aborted) return;
      clearTimeout(timer);
      embed.dataset.bookingState = state;
    };
    const check = () => {
      if (loaded && reachable) settle('ready');
    };
    timer = setTimeout(() => settle('failed'), config.timeoutMs);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    frame.addEventListener(
      'load',
      () => {
        loaded = true;
        check();
      },
      { once: true, signal },
    );
    if (!reachable) {
      win.fetch(src, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal }).then(
        () => {
          reachable = true;
          check();
        },
        () => settle('failed'),
      );
    }
    frame.setAttribute('src', src);
  };

  const Observer = win.IntersectionObserver;
  const near = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            near?.unobserve(entry.target);
            start(entry.target);
          }
        },
        { rootMargin: config.rootMargin },
      )
    : null;
  const watched = new WeakSet<Element>();
  const scan = () => {
    for (const embed of Array.from(doc.querySelectorAll('[data-booking-embed="inline"][data-booking-state="idle"]'))) {
      if (!near) start(embed);
      else if (!watched.has(embed)) {
        watched.add(embed);
        near.observe(embed);
      }
    }
  };
  // The edit route renders sections after this ran (a new section, a refreshed page): embeds added
  // later are found as they arrive. Watched once the page is parsed: while it parses (this async script
  // may run early), every parsed node would be a mutation record to deliver.
  const added = win.MutationObserver ? new win.MutationObserver(scan) : null;
  const watchDocument = () => {
    scan();
    added?.observe(doc.documentElement, { childList: true, subtree: true });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', watchDocument, { once: true, signal });
  else watchDocument();
  signal.addEventListener(
    'abort',
    () => {
      near?.disconnect();
      added?.disconnect();
    },
    { once: true },
  );
  return start;
}
