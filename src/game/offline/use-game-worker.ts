'use client';

import { useEffect } from 'react';
import type { GameLinks } from '../../shared/game/links';
import { GAME_WORKER_PATH, KEEP_MESSAGE } from './service-worker-source';

/** The installable game's manifest (src/app/game.webmanifest), per language. */
export const gameManifestHref = (locale: string) => `/game.webmanifest?locale=${encodeURIComponent(locale)}`;

/** The bundles and map files this page has loaded so far (before its worker ran, nobody kept them). */
function loadedAssets(): string[] {
  const origin = window.location.origin;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => ['/_next/static/', '/_islands/', '/_site/', '/map/'].some((prefix) => name.startsWith(origin + prefix)));
}

/**
 * Registers the game's service worker for each screen (scopes are path prefixes; the screens'
 * slugs are free, so each gets its own registration of the same script) and asks the worker of
 * this screen to keep every screen's page and what this page has loaded. Not in edit mode: the
 * editor shows still previews, never this island.
 */
export function useGameWorker(links: GameLinks): void {
  const { start, edit, share, play, coupon } = links;
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    const documents = [...new Set([start, edit, share, play, coupon])];
    const container = navigator.serviceWorker;
    for (const scope of documents) {
      container.register(GAME_WORKER_PATH, { scope, updateViaCache: 'none' }).catch((error: unknown) => console.error('urban golf: no offline copy', error));
    }
    let cancelled = false;
    // `ready` is this page's registration once its worker is active.
    void container.ready.then((registration) => {
      if (!cancelled) registration.active?.postMessage({ type: KEEP_MESSAGE, documents, assets: loadedAssets() });
    });
    return () => {
      cancelled = true;
    };
  }, [start, edit, share, play, coupon]);
}
