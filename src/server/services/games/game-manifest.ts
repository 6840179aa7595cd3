import { pagePath } from '../../../shared/content/links';
import { isPageLiveIn } from '../../../shared/content/site-chrome';
import type { Theme } from '../../../shared/content/settings';
import { SITE_ICON_PATHS, siteIconVersion } from '../../../shared/constants/site-icons';
import { isLocale, type Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { loadSiteChrome } from '../rendering/load-page-request';
import { resolveSiteByHost } from '../sites/resolve-site';

const START_KEY = '~urban-golf-start';

export type ManifestIcon = { src: string; sizes: string; type: 'image/png'; purpose: 'any' };

/** The site's icons (its logo on the header colour, else the bundled one) in the sizes installers ask for. */
export function gameIcons(iconVersion: string): ManifestIcon[] {
  return ([192, 512] as const).map((size) => ({
    src: `${SITE_ICON_PATHS.icon}?size=${size}&v=${iconVersion}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'any',
  }));
}

export type GameManifest = {
  id: string;
  name: string;
  short_name: string;
  lang: Locale;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/**
 * The installable game (a web app manifest): opens on the game's start page in the language, in
 * its own window, coloured like the site. Its scope is the language, since the screens' slugs
 * share no other prefix; the service worker's scopes are the screens themselves.
 */
export function gameManifest(options: {
  siteName: string;
  gameName: string | undefined;
  locale: Locale;
  startPath: string;
  theme: Theme;
  iconVersion: string;
}): GameManifest {
  const { siteName, gameName, locale, startPath, theme, iconVersion } = options;
  return {
    id: startPath,
    name: gameName ? `${gameName} – ${siteName}` : siteName,
    short_name: gameName ?? siteName,
    lang: locale,
    start_url: startPath,
    scope: `/${locale}/`,
    display: 'standalone',
    theme_color: theme.colors.header,
    background_color: theme.colors.background,
    icons: gameIcons(iconVersion),
  };
}

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** `/game.webmanifest?locale=…` of the site the Host names; 404 without a live game in that language. */
export async function gameManifestResponse(db: Queryable, host: string | null, locale: string | null): Promise<Response> {
  const site = await resolveSiteByHost(host, db);
  if (!site || !locale || !isLocale(locale) || !site.locales.includes(locale)) return notFound();
  const chrome = await loadSiteChrome(db, { siteId: site.id, state: 'published' });
  const start = [...chrome.pages.values()].find((page) => page.specialKey === START_KEY);
  const startPath = start && isPageLiveIn(start, locale) ? pagePath({ locale, mode: 'live', page: start }) : null;
  if (!start || !startPath) return notFound();
  const manifest = gameManifest({
    siteName: site.name,
    gameName: start.name[locale],
    locale,
    startPath,
    theme: chrome.settings.theme,
    iconVersion: siteIconVersion(chrome.settings),
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
