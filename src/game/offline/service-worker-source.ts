import { cacheRule } from './cache-rule';

/** Where the game's worker is served (a route at the root, so it may control any game page). */
export const GAME_WORKER_PATH = '/game-sw.js';
/** Prefix of the worker's caches; the build id follows, so each deploy starts a fresh cache. */
export const GAME_CACHE_PREFIX = 'urban-golf-';
/** The message a game page sends its worker: documents and loaded files worth keeping. */
export const KEEP_MESSAGE = 'urban-golf-keep';

/**
 * The game's service worker as plain JavaScript. It keeps the game shell — the screens' HTML,
 * Next's bundles, the offline map style — so a player who opened the game once can reload it
 * without signal; the game's own offline queue (src/game/state) then carries on. One worker is
 * registered per game screen (scopes are path prefixes and the screens' slugs share none but the
 * language), all sharing one cache named by the build: a deploy changes the script, the browser
 * installs the new worker, and it deletes the old caches on activation.
 */
export function serviceWorkerSource(version: string): string {
  const cache = JSON.stringify(`${GAME_CACHE_PREFIX}${version}`);
  return `'use strict';
const CACHE = ${cache};
const PREFIX = ${JSON.stringify(GAME_CACHE_PREFIX)};
const KEEP = ${JSON.stringify(KEEP_MESSAGE)};
const cacheRule = ${String(cacheRule)};

const ruleOf = (request) =>
  cacheRule({ url: request.url, method: request.method, mode: request.mode, rsc: request.headers.has('rsc') }, self.location.origin);

// Only complete, shareable answers: never a signed-in person's page (no-store) or an error.
const storable = (response) =>
  response.ok && response.type === 'basic' && !/no-store/i.test(response.headers.get('cache-control') || '');

async function put(key, response) {
  if (!storable(response)) return;
  const cache = await caches.open(CACHE);
  await cache.put(key, response);
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  await put(request, response.clone()).catch(() => undefined);
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    await put(request, response.clone()).catch(() => undefined);
    return response;
  } catch (error) {
    const cached =
      (await caches.match(request, { cacheName: CACHE, ignoreVary: true })) ||
      (await caches.match(request, { cacheName: CACHE, ignoreVary: true, ignoreSearch: true }));
    if (cached) return cached;
    throw error;
  }
}

async function keep(url, mode) {
  const request = new Request(url, { credentials: 'same-origin' });
  const rule = cacheRule({ url: request.url, method: 'GET', mode, rsc: false }, self.location.origin);
  if (rule === 'pass') return;
  if (rule === 'static' && (await caches.match(request, { cacheName: CACHE }))) return;
  const response = await fetch(request);
  await put(request, response);
}

const keepAll = (urls, mode) => Promise.all((Array.isArray(urls) ? urls : []).filter((url) => typeof url === 'string').map((url) => keep(url, mode).catch(() => undefined)));

self.addEventListener('install', (event) => {
  // The screen this worker is registered for; the page sends the rest once the worker runs.
  event.waitUntil(keepAll([self.registration.scope], 'navigate').then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== KEEP) return;
  // A screen loaded while this worker was still installing (the set-up screens move on by page
  // loads) missed the claim on activation: it is claimed when it says hello.
  event.waitUntil(Promise.all([self.clients.claim(), keepAll(data.documents, 'navigate'), keepAll(data.assets, 'no-cors')]));
});

self.addEventListener('fetch', (event) => {
  const rule = ruleOf(event.request);
  if (rule === 'pass') return;
  event.respondWith(rule === 'static' ? cacheFirst(event.request) : networkFirst(event.request));
});
`;
}
