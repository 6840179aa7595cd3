export type VideoWatchConfig = {
  /** How long a YouTube embed's reachability probe may take before the video counts as unavailable. */
  timeoutMs: number;
  /** How far below the viewport an embed is probed (its frame loads lazily from there too). */
  rootMargin: string;
};

/**
 * Marks video players that cannot play as `data-video-state="failed"` (public-site §8): live CSS
 * then hides the whole section, the edit route shows the 'Video nicht verfügbar' box instead.
 *
 * Own videos fail on the media element's `error` (a 404, an unplayable file); one that failed
 * before this script ran is caught through `video.error`. A cross-origin YouTube frame reports no
 * error (a blocked one still fires `load`, on the browser's error page), so, as for the booking
 * widgets, a no-cors request to the embed address decides: rejected or unanswered within the
 * timeout means unavailable. It runs when the player comes near the viewport, like the lazy frame;
 * so does the loading of an own video rendered with `preload="none"`.
 *
 * Serialized into the site behaviour script: uses nothing but its parameters and browser globals.
 */
export function videoWatch(doc: Document, config: VideoWatchConfig, signal: AbortSignal): void {
  const win = doc.defaultView ?? window;
  const set = (player: HTMLElement, state: 'ready' | 'failed') => {
    if (player.dataset.videoState === 'loading' && !signal.aborted) player.dataset.videoState = state;
  };

  const probe = (player: HTMLElement) => {
    const src = player.querySelector('iframe')?.getAttribute('src');
    if (!src || typeof win.fetch !== 'function') return set(player, 'ready');
    const timer = setTimeout(() => set(player, 'failed'), config.timeoutMs);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    win.fetch(src, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal }).then(
      () => {
        clearTimeout(timer);
        set(player, 'ready');
      },
      () => {
        clearTimeout(timer);
        set(player, 'failed');
      },
    );
  };

  // An own video rendered with preload="none" (live pages) loads its metadata and first frame now.
  const nearby = (player: HTMLElement) => {
    const video = player.querySelector('video');
    if (!video) return probe(player);
    video.preload = 'metadata';
    video.load();
  };

  const Observer = win.IntersectionObserver;
  const near = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting || !(entry.target instanceof win.HTMLElement)) continue;
            near?.unobserve(entry.target);
            nearby(entry.target);
          }
        },
        { rootMargin: config.rootMargin },
      )
    : null;

  const watch = (player: HTMLElement) => {
    player.dataset.videoState = 'loading';
    const video = player.querySelector('video');
    if (video) {
      if (video.error) return set(player, 'failed');
      const failed = () => set(player, 'failed');
      // A <video src> reports on itself; with <source> children the last source's error is the one that counts.
      video.addEventListener('error', failed, { signal });
      video.querySelector('source:last-of-type')?.addEventListener('error', failed, { signal });
      video.addEventListener('loadedmetadata', () => set(player, 'ready'), { once: true, signal });
      if (video.preload !== 'none') return;
      if (near) near.observe(player);
      else nearby(player);
      return;
    }
    if (near) near.observe(player);
    else probe(player);
  };

  const scan = () => {
    for (const player of Array.from(doc.querySelectorAll('[data-video-player][data-video-state="idle"]'))) {
      if (player instanceof win.HTMLElement) watch(player);
    }
  };
  // The edit route renders sections after this ran (a new section, a refreshed page): players added
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
}
