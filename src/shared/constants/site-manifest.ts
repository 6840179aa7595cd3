/** The web app manifest of a site's public pages (src/app/site.webmanifest), per language. */
export const SITE_MANIFEST_PATH = '/site.webmanifest';

/**
 * The manifest's link from a page's head: per language, versioned by the icons it names (the
 * manifest itself is cached briefly, its icons for good), like the game's manifest.
 */
export function siteManifestHref(locale: string, iconVersion: string): string {
  return `${SITE_MANIFEST_PATH}?locale=${encodeURIComponent(locale)}&v=${encodeURIComponent(iconVersion)}`;
}
