/**
 * What the game's service worker does with a request (serialized into the worker with
 * `String()`, so it must stay self-contained: no imports, no outside names).
 *
 * - `static`: Next's and the island runtime's content-hashed bundles never change under one URL:
 *   cache first.
 * - `shell`: the game's own documents and the offline map style: network first, the cached copy
 *   when the network fails (a player reloading without signal).
 * - `pass`: everything else goes to the network untouched — the API (live state, scores, the event
 *   stream), edit and login routes, client-side RSC fetches (their answer varies by request headers)
 *   and other origins. The browser's HTTP cache and the server's ETags see these requests as
 *   they would without a worker.
 */
export type CacheRule = 'static' | 'shell' | 'pass';

export type CacheRequest = { url: string; method: string; mode: string; rsc: boolean };

export function cacheRule(request: CacheRequest, origin: string): CacheRule {
  if (request.method !== 'GET' || request.rsc) return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  const path = url.pathname;
  if (path.startsWith('/api/') || /^\/[a-z]{2}\/(edit|login)(\/|$)/.test(path)) return 'pass';
  if (path.startsWith('/_next/static/') || path.startsWith('/_islands/') || path.startsWith('/_site/')) return 'static';
  if (/^\/map\/offline-(light|dark)\.json$/.test(path) || path.startsWith('/map/maplibre-worker') || path === '/favicon.svg') return 'shell';
  if (request.mode === 'navigate' && /^\/[a-z]{2}(\/|$)/.test(path)) return 'shell';
  return 'pass';
}
