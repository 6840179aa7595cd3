/**
 * Runs `attempt` now and after every change of the page until it succeeds (returns true) or
 * `timeoutMs` pass: the server render of a refreshed or newly loaded page arrives some time after
 * the action that asked for it. `onTimeout` runs when it never succeeded. Returns a stop function.
 */
export function whenRendered(attempt: () => boolean, options: { timeoutMs: number; onTimeout?: () => void }): () => void {
  let observer: MutationObserver | null = null;
  let timer: number | undefined;
  const stop = () => {
    observer?.disconnect();
    observer = null;
    window.clearTimeout(timer);
  };
  const tryOnce = () => {
    if (!attempt()) return false;
    stop();
    return true;
  };
  if (tryOnce()) return stop;
  observer = new MutationObserver(() => void tryOnce());
  observer.observe(document.body, { childList: true, subtree: true });
  timer = window.setTimeout(() => {
    stop();
    options.onTimeout?.();
  }, options.timeoutMs);
  return stop;
}
