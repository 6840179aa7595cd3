/**
 * The island runtime's entry, the one script a live page with islands loads (the front handler puts
 * it into the head, its `data-chunks` naming the chunks of the page's islands). Until the page's
 * first view is on screen it does nothing: it waits for the load event (the hero image is in) and
 * two frames, then preloads those chunks (in parallel, instead of one import after another) and
 * imports `hydrate.ts`.
 *
 * Why: React and the islands' modules fetched and evaluated during parsing shared the connection
 * with the first view's sheet and images and ran before the first paint (and Lighthouse counts all
 * such work into the largest paint). A visitor who acts earlier uses the server's HTML, which works
 * without JavaScript: forms post, links lead.
 */

/** A hidden tab paints no frames; this many milliseconds after load it hydrates all the same. */
const HIDDEN_TAB_FALLBACK_MS = 300;

function afterFirstView(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const afterLoad = () => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));
    setTimeout(once, HIDDEN_TAB_FALLBACK_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

function preloadChunks(): void {
  const chunks = document.querySelector<HTMLScriptElement>('script[data-chunks]')?.dataset.chunks ?? '';
  for (const href of chunks.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

afterFirstView(() => {
  preloadChunks();
  import('./hydrate').then(({ startIslands }) => startIslands()).catch((error: unknown) => console.error('[webbox] islands:', error));
});
