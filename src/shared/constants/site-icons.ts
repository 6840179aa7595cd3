import type { SiteSettings } from '../content/settings';
import { siteLogoId } from '../content/settings';

/**
 * Per-site icons (issue 17): drawn from the site logo on the theme's header colour, else the bundled
 * default. Every host serves its own at these paths; a web app manifest may point at them too.
 */
export const SITE_ICON_PATHS = {
  /** PNG, `?size=` one of ICON_SIZES (32 when missing), `&v=` the version. */
  icon: '/icon.png',
  /** PNG, APPLE_TOUCH_ICON_SIZE square and opaque (iOS shows transparency as black). */
  appleTouchIcon: '/apple-touch-icon.png',
  /** What browsers ask for by themselves: the 32 px icon as a PNG. */
  favicon: '/favicon.ico',
} as const;

export const ICON_SIZES = [32, 192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];
export const APPLE_TOUCH_ICON_SIZE = 180;

/** FNV-1a, 32 bit: short, stable and isomorphic; it only has to change when its input does. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** What an icon is drawn from: the logo shown (media objects never change) and the colour behind it. */
export function siteIconSource(settings: SiteSettings): { logoId: string | null; background: string } {
  return { logoId: siteLogoId(settings), background: settings.theme.colors.header };
}

/** The version in the icon URLs: a new logo or colour is a new URL, so old ones may be kept forever. */
export function siteIconVersion(settings: SiteSettings): string {
  const { logoId, background } = siteIconSource(settings);
  return fnv1a(`${logoId ?? 'default'}|${background.toLowerCase()}`);
}

export type SiteIconLinks = {
  icon: { url: string; sizes: string; type: string }[];
  apple: { url: string; sizes: string; type: string }[];
};

/** The head's icon links; without a version (no settings at hand) the routes answer with a short cache. */
export function siteIconLinks(version: string | null): SiteIconLinks {
  const v = version ? `&v=${version}` : '';
  return {
    icon: [32, 192].map((size) => ({ url: `${SITE_ICON_PATHS.icon}?size=${size}${v}`, sizes: `${size}x${size}`, type: 'image/png' })),
    apple: [
      {
        url: `${SITE_ICON_PATHS.appleTouchIcon}${version ? `?v=${version}` : ''}`,
        sizes: `${APPLE_TOUCH_ICON_SIZE}x${APPLE_TOUCH_ICON_SIZE}`,
        type: 'image/png',
      },
    ],
  };
}
