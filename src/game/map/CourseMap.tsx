'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import { getVersion, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import MapLibreMap, { type ErrorEvent, Layer, type MapRef, Marker, Popup, Source } from 'react-map-gl/maplibre';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  MAP_BOUNDS,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_FLY_TO_DURATION_MS,
  MAP_FLY_TO_ZOOM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_ROUTE_LINE_OPACITY,
  MAP_ROUTE_LINE_WIDTH,
  MAPLIBRE_WORKER_PATH,
} from '../../shared/constants/map';
import type { GameT } from '../game-i18n';
import { type Insets, fitCourse } from './fit-course';
import { type MapMarker, routeFeature } from './map-data';
import { placeMarkers } from './marker-offsets';
import { MarkerFace } from './MarkerIcon';

// MapLibre looks for its worker beside its own module, which a bundle does not keep: the app serves it.
if (typeof window !== 'undefined') setWorkerUrl(new URL(`${MAPLIBRE_WORKER_PATH}?v=${getVersion()}`, window.location.origin).href);

export type CourseMapProps = {
  /** The loaded style document (src/game/map/use-map-style.ts). */
  mapStyle: StyleSpecification;
  markers: MapMarker[];
  route: [number, number][];
  /** The marker to fly to (the active drawer page's first), with a key that changes per activation. */
  focus: { lng: number; lat: number; key: string } | null;
  /** What covers the map's edges (notices and controls above, the drawer below), to fit the course inside. */
  padding: Insets;
  userLocation: { lng: number; lat: number } | null;
  t: GameT;
  onOpenPage: (index: number) => void;
  /** MapLibre refused the style before drawing it. */
  onStyleRefused: (error: unknown) => void;
  /** Tiles (or their TileJSON) of the style's sources could not be loaded: streets are missing. */
  onTilesFailed: () => void;
};

/** Offsets follow the zoom in quarter steps: often enough to keep faces apart, seldom enough not to re-render per frame. */
const zoomStep = (zoom: number) => Math.round(zoom * 4) / 4;

/** Errors of the style's sources carry their id (MapLibre adds it); the route is our own GeoJSON. */
function failedSource(event: ErrorEvent): string | null {
  const sourceId: unknown = 'sourceId' in event ? event.sourceId : undefined;
  return typeof sourceId === 'string' ? sourceId : null;
}

/**
 * The course map (MapLibre through react-map-gl), loaded only on the play page. Markers with
 * icons and numbers (spread apart where they would cover each other), popups linking to their
 * pages, the route line; errors are logged and reported so the page can fall back to the offline
 * style or say that streets are missing, never crash.
 */
export default function CourseMap({ mapStyle, markers, route, focus, padding, userLocation, t, onOpenPage, onStyleRefused, onTilesFailed }: CourseMapProps) {
  const map = useRef<MapRef>(null);
  const [open, setOpen] = useState<MapMarker | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const line = useMemo(() => routeFeature(route), [route]);
  const [loaded, setLoaded] = useState(false);
  // Once the player moves the map or a page flies to its hole, the overview is theirs: no refitting.
  const overviewKept = useRef(true);
  // Until the map tells its zoom, only markers that overlap even at the closest zoom are spread.
  const placements = useMemo(() => placeMarkers(markers, zoom ?? MAP_MAX_ZOOM), [markers, zoom]);
  const openAt = open ? placements[markers.indexOf(open)]?.offset : undefined;
  // Which style MapLibre has taken in: an error before that means it refused the style.
  const current = useRef(mapStyle);
  current.current = mapStyle;
  const drawn = useRef<StyleSpecification | null>(null);

  // The overview fits the whole course into what notices, controls and the drawer leave free, and
  // again when they change (a notice closed, the drawer's peek grown) while the player has not moved it.
  useEffect(() => {
    const instance = map.current?.getMap();
    if (!loaded || !instance || !overviewKept.current) return;
    const container = instance.getContainer();
    const camera = fitCourse({
      markers,
      route,
      size: { width: container.clientWidth, height: container.clientHeight },
      padding,
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
    });
    // The camera is centred on the free part already: no padding of MapLibre's own (a fly-to sets one).
    if (camera) instance.jumpTo({ ...camera, padding: { top: 0, right: 0, bottom: 0, left: 0 } });
  }, [loaded, markers, route, padding]);

  // The first page's focus is the opening: the overview shows it. Later activations fly to their hole.
  const openingFocus = useRef(focus?.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fly starts on a new focus only, with the padding of that moment
  useEffect(() => {
    if (!focus || focus.key === openingFocus.current) return;
    openingFocus.current = undefined;
    overviewKept.current = false;
    try {
      // Into the middle of what the drawer and the notices leave free, not under the drawer.
      map.current?.flyTo({ center: [focus.lng, focus.lat], zoom: MAP_FLY_TO_ZOOM, duration: MAP_FLY_TO_DURATION_MS, padding });
    } catch (error) {
      console.error('urban golf: map fly-to failed', error);
    }
  }, [focus]);

  return (
    <MapLibreMap
      ref={map}
      mapStyle={mapStyle}
      // Switching between unrelated styles (theme, fallback) reloads them whole, so the error
      // tracking above sees each style load.
      styleDiffing={false}
      initialViewState={{ longitude: MAP_DEFAULT_CENTER[0], latitude: MAP_DEFAULT_CENTER[1], zoom: MAP_DEFAULT_ZOOM }}
      minZoom={MAP_MIN_ZOOM}
      // Fly-to asks for zoom 18 (§9.2); MapLibre keeps it within the max zoom of 16, as the spec's limits say.
      maxZoom={MAP_MAX_ZOOM}
      maxBounds={[...MAP_BOUNDS[0], ...MAP_BOUNDS[1]]}
      style={{ position: 'absolute', inset: 0 }}
      attributionControl={false}
      onLoad={(event) => {
        setZoom(zoomStep(event.target.getZoom()));
        setLoaded(true);
      }}
      onZoom={(event) => setZoom(zoomStep(event.viewState.zoom))}
      // A drag, pinch or wheel by the player (not our own jumps, which have no original event).
      onMoveStart={(event) => {
        if (event.originalEvent) overviewKept.current = false;
      }}
      onStyleData={() => {
        drawn.current = current.current;
      }}
      onError={(event) => {
        const source = failedSource(event);
        if (source !== null && source !== 'route') {
          // No signal on the course: expected, so a warning; the page says it in one line.
          console.warn('urban golf: map tiles could not be loaded', source, event.error);
          onTilesFailed();
          return;
        }
        console.error('urban golf: map error', event.error);
        if (drawn.current !== current.current) onStyleRefused(event.error);
      }}
    >
      {line ? (
        <Source id="route" type="geojson" data={line}>
          <Layer
            id="route-line"
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': '#e11d48', 'line-width': MAP_ROUTE_LINE_WIDTH, 'line-opacity': MAP_ROUTE_LINE_OPACITY }}
          />
        </Source>
      ) : null}
      {markers.map((marker, i) => (
        <Marker key={marker.key} longitude={marker.lng} latitude={marker.lat} anchor="center" offset={placements[i]?.offset ?? [0, 0]}>
          <button
            type="button"
            data-marker={marker.icon}
            data-has-pair={placements[i]?.hasPair ? '' : undefined}
            aria-label={t('map.openPage', { title: marker.popupText })}
            className="rounded-full focus-visible:outline-3 focus-visible:outline-primary"
            onClick={(event) => {
              event.stopPropagation();
              setOpen(marker);
            }}
          >
            <MarkerFace icon={marker.icon} number={marker.number} />
          </button>
        </Marker>
      ))}
      {open ? (
        <Popup
          longitude={open.lng}
          latitude={open.lat}
          anchor="bottom"
          offset={[openAt?.[0] ?? 0, (openAt?.[1] ?? 0) - 20]}
          onClose={() => setOpen(null)}
          closeOnClick={false}
        >
          <div className="flex flex-col gap-1 text-sm text-black">
            <strong>{open.popupText}</strong>
            <button
              type="button"
              className="text-left font-semibold text-primary underline"
              onClick={() => {
                onOpenPage(open.pageIndex);
                setOpen(null);
              }}
            >
              {t('map.openPage', { title: open.popupText })}
            </button>
            {open.pageUrl ? (
              <a href={open.pageUrl} className="underline">
                {open.popupText}
              </a>
            ) : null}
          </div>
        </Popup>
      ) : null}
      {userLocation ? (
        <Marker longitude={userLocation.lng} latitude={userLocation.lat} anchor="center">
          <span aria-hidden="true" className="block size-4 rounded-full border-2 border-white bg-sky-500 shadow-[0_0_0_6px_rgba(14,165,233,0.25)]" />
        </Marker>
      ) : null}
    </MapLibreMap>
  );
}
