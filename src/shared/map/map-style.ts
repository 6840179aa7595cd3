import type { SiteSettings } from '../content/settings';

/**
 * Where the map's style documents come from: the adapter between a site's settings and the map.
 * By default the Swiss federal geo service's (swisstopo) vector styles, which show streets and
 * buildings; a site may configure its own light and dark styles. The bundled offline styles served
 * by the app itself are the fallback when a style document cannot be loaded (no signal, no network
 * in tests, an air-gapped install): the map then still shows the route and the markers.
 */
export type MapStyles = {
  light: string;
  dark: string;
  /**
   * The dark theme draws `dark` (then a light style's URL) in a dark variant computed in the browser,
   * because no dark style of its own exists (src/game/map/dark-variant.ts).
   */
  darkVariant?: boolean;
};

/** swisstopo's light base map: streets, buildings and names in muted colours that keep markers readable. */
export const SWISSTOPO_LIGHT_STYLE_URL = 'https://vectortiles.geo.admin.ch/styles/ch.swisstopo.lightbasemap.vt/style.json';

/**
 * The default styles. swisstopo publishes no dark vector style: its styles are the colour base map
 * (`ch.swisstopo.basemap.vt`), the light base map, the aerial-imagery hybrid
 * (`ch.swisstopo.imagerybasemap.vt`) and their world variants. Imagery is dark but busy (markers and
 * the route get lost on it), it hides streets under trees and costs a phone far more data than vector
 * tiles. So the dark theme is the light base map with its colours turned dark in the browser: the same
 * tiles, sprites and glyphs (cached once for both themes), streets as readable as in the light theme.
 */
export const DEFAULT_MAP_STYLES: MapStyles = { light: SWISSTOPO_LIGHT_STYLE_URL, dark: SWISSTOPO_LIGHT_STYLE_URL, darkVariant: true };

/** The bundled styles (a plain background; route and markers are drawn on top), needing no external host. */
export const OFFLINE_MAP_STYLES: MapStyles = { light: '/map/offline-light.json', dark: '/map/offline-dark.json' };

const isStyleUrl = (url: string) => /^https:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

export function resolveMapStyles(settings: Pick<SiteSettings, 'map'>): MapStyles {
  const configuredLight = settings.map.lightStyleUrl.trim();
  const configuredDark = settings.map.darkStyleUrl.trim();
  const light = isStyleUrl(configuredLight) ? configuredLight : SWISSTOPO_LIGHT_STYLE_URL;
  if (isStyleUrl(configuredDark)) return { light, dark: configuredDark };
  // An install that chose the offline style on purpose gets its dark twin, not a darkened copy.
  if (light === OFFLINE_MAP_STYLES.light) return { ...OFFLINE_MAP_STYLES };
  // A light style alone serves both themes (rather than mixing providers), darkened for the dark one.
  return { light, dark: light, darkVariant: true };
}
