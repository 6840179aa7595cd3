'use client';

import { LocateFixed, LocateOff, Moon, Sun, X } from 'lucide-react';
import type { StyleSpecification } from 'maplibre-gl';
import { Component, lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { type MapStyles, OFFLINE_MAP_STYLES } from '../../shared/map/map-style';
import type { Course } from '../../shared/game/course';
import type { GameT } from '../game-i18n';
import { focusRing } from '../screens/ui';
import { courseMarkers } from './map-data';
import { useLocationTooltip, useLocationTracking, useMapTheme } from './use-map-preferences';
import { useMapStyle } from './use-map-style';
import { canShowMap } from './webgl';

// MapLibre (~1 MB) is fetched only here, on the play page, once the browser can draw it (never on the
// server: it renders only once an effect has found WebGL 2). React's lazy, not next/dynamic: the play
// screen is an island of its own on live pages, outside Next's runtime.
const CourseMap = lazy(() => import('./CourseMap'));

class MapErrorBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('urban golf: the map crashed', error);
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type Props = {
  course: Course;
  route: [number, number][];
  styles: MapStyles;
  activeIndex: number;
  t: GameT;
  onOpenPage: (index: number) => void;
};

const controlButton = `grid size-11 place-items-center rounded-full bg-white text-black shadow-md ${focusRing}`;

/**
 * The map behind the drawer, with its theme and location controls. Without WebGL 2, or when
 * MapLibre fails to start, a short notice replaces it and the game works on. When streets cannot
 * be loaded (no signal: the style falls back to the offline one, or its tiles fail), one line says
 * so above the route and the markers, which keep working.
 */
export function MapView({ course, route, styles, activeIndex, t, onOpenPage }: Props) {
  const [available, setAvailable] = useState<boolean | null>(null);
  const { theme, toggle: toggleTheme } = useMapTheme();
  const tooltip = useLocationTooltip();
  const tracking = useLocationTracking();
  const markers = useMemo(() => courseMarkers(course), [course]);

  useEffect(() => setAvailable(canShowMap()), []);

  const first = course.pages[activeIndex]?.markers[0];
  const focus = useMemo(() => (first ? { lng: first.lng, lat: first.lat, key: `${activeIndex}` } : null), [first, activeIndex]);

  const fail = useCallback((error: unknown) => {
    console.error('urban golf: the map is unavailable', error);
    setAvailable(false);
  }, []);
  const request = theme === 'dark' ? { url: styles.dark, dark: styles.darkVariant === true } : { url: styles.light, dark: false };
  const { style, offline, refuse } = useMapStyle({ request, offlineUrl: OFFLINE_MAP_STYLES[theme], enabled: available === true, onUnavailable: fail });
  // Tile failures belong to the style they happened in: another theme or the fallback starts afresh.
  const [tilesFailedIn, setTilesFailedIn] = useState<StyleSpecification | null>(null);
  const streetsMissing = style !== null && (offline || tilesFailedIn === style);

  return (
    <div
      className="absolute inset-0 overflow-hidden bg-[#eef1e6]"
      data-map-theme={theme}
      data-map-state={available === null ? 'checking' : available ? 'on' : 'off'}
      data-map-style={style === null ? undefined : offline ? 'offline' : 'configured'}
    >
      <section aria-label={t('map.label')} className="absolute inset-0">
        {available && style ? (
          <MapErrorBoundary onError={fail}>
            <Suspense fallback={null}>
              <CourseMap
                mapStyle={style}
                markers={markers}
                route={route}
                focus={focus}
                userLocation={tracking.location}
                t={t}
                onOpenPage={onOpenPage}
                onStyleRefused={refuse}
                onTilesFailed={() => setTilesFailedIn(style)}
              />
            </Suspense>
          </MapErrorBoundary>
        ) : available === false ? (
          <p role="status" data-map-unavailable="" className="absolute inset-x-4 top-4 rounded-xl bg-white/95 px-4 py-3 text-sm text-black shadow">
            {t('map.unavailable')}
          </p>
        ) : null}
        {available ? (
          // Present from the start, so screen readers announce the line when it appears.
          <div role="status" className="pointer-events-none absolute top-4 right-20 left-4">
            {streetsMissing ? (
              <p data-map-notice="" className="w-fit rounded-xl bg-white/95 px-3 py-2 text-sm text-black shadow">
                {t('map.streetsUnavailable')}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
      {available ? (
        <div className="absolute top-4 right-4 flex flex-col items-end gap-2">
          <button type="button" className={controlButton} aria-pressed={theme === 'dark'} aria-label={t('map.darkMap')} onClick={toggleTheme}>
            {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
          </button>
          <button
            type="button"
            className={controlButton}
            aria-pressed={tracking.tracking}
            aria-label={t('map.trackLocation')}
            onClick={() => {
              tracking.toggle();
              tooltip.close();
            }}
          >
            {tracking.tracking ? <LocateOff aria-hidden="true" className="size-5" /> : <LocateFixed aria-hidden="true" className="size-5" />}
          </button>
          {tooltip.visible ? (
            <div role="note" className="flex max-w-56 items-start gap-2 rounded-xl bg-white px-3 py-2 text-sm text-black shadow-md">
              <span>{t('map.locationTooltip')}</span>
              <button type="button" aria-label={t('map.closeTooltip')} className={`shrink-0 rounded ${focusRing}`} onClick={tooltip.close}>
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
