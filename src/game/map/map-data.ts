import type { Course, MarkerIcon } from '../../shared/game/course';

/** A marker as the map shows it (spec §3.2 "Map marker"), pointing at its drawer page. */
export type MapMarker = {
  key: string;
  lng: number;
  lat: number;
  icon: MarkerIcon;
  /** The hole number shown on the marker, when the page is a hole. */
  number: number | null;
  popupText: string;
  pageIndex: number;
  pageUrl: string | null;
};

export function courseMarkers(course: Course): MapMarker[] {
  return course.pages.flatMap((page, pageIndex) =>
    page.markers.map((marker, i) => ({
      key: `${page.id}-${i}`,
      lng: marker.lng,
      lat: marker.lat,
      icon: marker.icon,
      number: page.number,
      popupText: page.title,
      pageIndex,
      pageUrl: page.href,
    })),
  );
}

/** The route as a GeoJSON line (stored as [longitude, latitude] pairs); null without two points. */
export function routeFeature(route: readonly (readonly [number, number])[]): GeoJSON.Feature<GeoJSON.LineString> | null {
  if (route.length < 2) return null;
  return { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: route.map(([lng, lat]) => [lng, lat]) } };
}
