/**
 * Runs `callback` when the browser is first idle (at the latest after `timeoutMs`), for work the
 * first screen should not wait for: loading code the editor will soon need. Returns a cancel.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}
