'use client';

import { LocateFixed, LocateOff, Moon, Sun, X } from 'lucide-react';
import type { StyleSpecification } from 'maplibre-gl';
import { Component, lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MAP_FIT_PADDING } from '../../shared/constants/map';
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
  /** How much of the map's bottom the drawer covers at its peek (and the part below the window), in px. */
  coveredBottom: number;
};

/** The lowest edge of the given elements below the frame's top: what they cover of the map. */
function coverBelowTop(frame: HTMLElement, elements: readonly (HTMLElement | null)[]): number {
  const top = frame.getBoundingClientRect().top;
  const bottoms = elements.flatMap((element) => (element && element.offsetHeight > 0 ? [element.getBoundingClientRect().bottom] : []));
  return bottoms.length ? Math.max(0, Math.max(...bottoms) - top) : 0;
}

const controlButton = `grid size-11 place-items-center rounded-full bg-white text-black shadow-md ${focusRing}`;
const notice = 'pointer-events-auto flex w-fit max-w-full items-start gap-1.5 rounded-lg bg-white/95 py-1 pr-1 pl-2.5 text-xs leading-snug text-black shadow';
const closeNotice = `grid size-6 shrink-0 place-items-center rounded ${focusRing}`;

/**
 * The map behind the drawer, with its theme and location controls. Without WebGL 2, or when
 * MapLibre fails to start, a short notice replaces it and the game works on. When streets cannot
 * be loaded (no signal: the style falls back to the offline one, or its tiles fail), one line says
 * so above the route and the markers, which keep working. That line and the location hint stack
 * compactly in the top left, each with its own close button; the overview fits the course into what
 * they, the controls and the drawer (`coveredBottom`) leave free.
 */
export function MapView({ course, route, styles, activeIndex, t, onOpenPage, coveredBottom }: Props) {
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
  const [streetsNoticeClosed, setStreetsNoticeClosed] = useState(false);

  // What the notices and the controls cover of the map's top, kept up to date as notices come and go.
  const frame = useRef<HTMLDivElement>(null);
  const notices = useRef<HTMLDivElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const [coveredTop, setCoveredTop] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!available || !element) return;
    const measure = () => setCoveredTop(coverBelowTop(element, [notices.current, controls.current]));
    const observer = new ResizeObserver(measure);
    for (const watched of [element, notices.current, controls.current]) if (watched) observer.observe(watched);
    measure();
    return () => observer.disconnect();
  }, [available]);
  const padding = useMemo(
    () => ({ top: coveredTop + MAP_FIT_PADDING, right: MAP_FIT_PADDING, bottom: coveredBottom + MAP_FIT_PADDING, left: MAP_FIT_PADDING }),
    [coveredTop, coveredBottom],
  );

  return (
    <div
      ref={frame}
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
                padding={padding}
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
          // Present from the start, so screen readers announce the line when it appears. The notices
          // stack in the top left, clear of the controls, small and each closable.
          <div ref={notices} role="status" className="pointer-events-none absolute top-3 right-[4.5rem] left-3 flex flex-col items-start gap-1.5">
            {streetsMissing && !streetsNoticeClosed ? (
              <p data-map-notice="" className={notice}>
                <span className="py-1">{t('map.streetsUnavailable')}</span>
                <button type="button" aria-label={t('map.closeStreetsNotice')} className={closeNotice} onClick={() => setStreetsNoticeClosed(true)}>
                  <X aria-hidden="true" className="size-4" />
                </button>
              </p>
            ) : null}
            {tooltip.visible ? (
              <div role="note" data-map-tooltip="" className={notice}>
                <LocateFixed aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <span className="py-1">{t('map.locationTooltip')}</span>
                <button type="button" aria-label={t('map.closeTooltip')} className={closeNotice} onClick={tooltip.close}>
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </section>
      {available ? (
        <div ref={controls} className="absolute top-3 right-3 flex flex-col items-end gap-2">
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
        </div>
      ) : null}
    </div>
  );
}
