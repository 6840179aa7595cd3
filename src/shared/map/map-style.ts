import type { SiteSettings } from '../content/settings';

/**
 * Where the map's style documents come from: the adapter between a site's settings and the map.
 * A site may configure light and dark vector styles (e.g. the Swiss federal geo service's); without
 * them the bundled offline styles served by the app itself are used, which need no external tiles,
 * so tests and air-gapped installs show a map (background, route and markers).
 */
export type MapStyles = { light: string; dark: string };

export const OFFLINE_MAP_STYLES: MapStyles = { light: '/map/offline-light.json', dark: '/map/offline-dark.json' };

const isStyleUrl = (url: string) => /^https:\/\//i.test(url) || url.startsWith('/');

export function resolveMapStyles(settings: Pick<SiteSettings, 'map'>): MapStyles {
  const light = settings.map.lightStyleUrl.trim();
  const dark = settings.map.darkStyleUrl.trim();
  return {
    light: isStyleUrl(light) ? light : OFFLINE_MAP_STYLES.light,
    // A site with only a light style uses it for both themes rather than mixing providers.
    dark: isStyleUrl(dark) ? dark : isStyleUrl(light) ? light : OFFLINE_MAP_STYLES.dark,
  };
}
