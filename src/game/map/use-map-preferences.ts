'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { MAP_THEME_STORAGE_KEY, MAP_TOOLTIP_SEEN_SESSION_KEY } from '../../shared/constants/map';
import { readLocal, readSessionFlag, writeLocal, writeSessionFlag } from '../state/browser-storage';

export type MapTheme = 'light' | 'dark';

/** Light or dark map, saved on the device (spec §4.3, §9.2). */
export function useMapTheme() {
  const [theme, setTheme] = useState<MapTheme>('light');
  useEffect(() => {
    if (readLocal(MAP_THEME_STORAGE_KEY) === 'dark') setTheme('dark');
  }, []);
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      writeLocal(MAP_THEME_STORAGE_KEY, next);
      return next;
    });
  }, []);
  return { theme, toggle };
}

/** The location tooltip shows until it is closed, once per session. */
export function useLocationTooltip() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (readSessionFlag(MAP_TOOLTIP_SEEN_SESSION_KEY) !== '1') setVisible(true);
  }, []);
  const close = useCallback(() => {
    writeSessionFlag(MAP_TOOLTIP_SEEN_SESSION_KEY, '1');
    setVisible(false);
  }, []);
  return { visible, close };
}

/** Location tracking on or off; errors (denied, unavailable) are logged only (spec §8). */
export function useLocationTracking() {
  const [tracking, setTracking] = useState(false);
  const [location, setLocation] = useState<{ lng: number; lat: number } | null>(null);
  const watch = useRef<number | null>(null);
  useEffect(() => {
    if (!tracking) {
      setLocation(null);
      return;
    }
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      console.error('urban golf: geolocation is not available');
      return;
    }
    watch.current = navigator.geolocation.watchPosition(
      (position) => setLocation({ lng: position.coords.longitude, lat: position.coords.latitude }),
      (error) => console.error('urban golf: geolocation failed', error.message),
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => {
      if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
      watch.current = null;
    };
  }, [tracking]);
  return { tracking, toggle: () => setTracking((on) => !on), location };
}
