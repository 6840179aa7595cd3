'use client';

import type { StyleSpecification } from 'maplibre-gl';
import { useCallback, useEffect, useState } from 'react';
import { loadStyle, type StyleRequest } from './load-style';

type Attempt = 'configured' | 'offline';

/**
 * The style the map draws: the configured one (swisstopo by default) or, when that cannot be loaded
 * or MapLibre refuses it, the bundled offline style of the same theme. Only when even that fails is
 * the map unavailable. `offline` tells the page to say that streets are missing. Nothing is loaded
 * while the map cannot be shown (no WebGL 2).
 */
export function useMapStyle({
  request,
  offlineUrl,
  enabled,
  onUnavailable,
}: {
  request: StyleRequest;
  offlineUrl: string;
  enabled: boolean;
  onUnavailable: (error: unknown) => void;
}) {
  const { url, dark } = request;
  const key = `${url} ${dark} ${offlineUrl}`;
  const [attempt, setAttempt] = useState<{ key: string; which: Attempt }>({ key, which: 'configured' });
  const which: Attempt = attempt.key === key ? attempt.which : 'configured';
  const [loaded, setLoaded] = useState<{ style: StyleSpecification; offline: boolean } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const offline = which === 'offline' || url === offlineUrl;
    loadStyle(offline ? { url: offlineUrl, dark: false } : { url, dark }, controller.signal)
      .then((style) => setLoaded({ style, offline: which === 'offline' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (offline) {
          onUnavailable(error);
          return;
        }
        // No signal or no network: expected on a course, so a warning, and the game goes on.
        console.warn('urban golf: the map style could not be loaded, using the offline style', error);
        setAttempt({ key, which: 'offline' });
      });
    return () => controller.abort();
  }, [enabled, key, url, dark, offlineUrl, which, onUnavailable]);

  /** MapLibre refused the style (it reported an error before drawing it): fall back once. */
  const refuse = useCallback(
    (error: unknown) => {
      if (which === 'offline' || url === offlineUrl) {
        onUnavailable(error);
        return;
      }
      console.warn('urban golf: the map style was refused, using the offline style', error);
      setAttempt({ key, which: 'offline' });
    },
    [which, url, offlineUrl, key, onUnavailable],
  );

  return { style: loaded?.style ?? null, offline: loaded?.offline ?? false, refuse };
}
