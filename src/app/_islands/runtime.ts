/**
 * The island runtime's entry, the one script a live page with islands loads (the front handler puts
 * it and the preloads of the page's islands into its head). It evaluates nothing of React before the
 * page's first view is on screen: it waits for the load event (the hero image is in) and two frames,
 * then imports `hydrate.ts` and its chunks, which the preloads have fetched meanwhile.
 *
 * Why: React and the islands' modules evaluated during parsing ran before the first paint and
 * delayed it (and Lighthouse counts all such work into the largest paint). A visitor who acts
 * earlier uses the server's HTML, which works without JavaScript: forms post, links lead.
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

afterFirstView(() => {
  import('./hydrate').then(({ startIslands }) => startIslands()).catch((error: unknown) => console.error('[webbox] islands:', error));
});
