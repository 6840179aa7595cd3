import { serviceWorkerSource } from '@/game/offline/service-worker-source';
import { buildId } from '@/server/platform/build-id';

export const dynamic = 'force-dynamic';

/**
 * The game's service worker (src/game/offline). Never kept by the HTTP cache: the browser compares
 * it on each visit of a game screen, and a new build's script installs a worker with a new cache.
 */
export function GET(): Response {
  return new Response(serviceWorkerSource(buildId()), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
