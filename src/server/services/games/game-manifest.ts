import { pagePath } from '../../../shared/content/links';
import { isPageLiveIn } from '../../../shared/content/site-chrome';
import type { Theme } from '../../../shared/content/settings';
import { isLocale, type Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { loadSiteChrome } from '../rendering/load-page-request';
import { resolveSiteByHost } from '../sites/resolve-site';

const START_KEY = '~urban-golf-start';
/** The platform's bundled icon, until a site's logo icon exists (an SVG scales to every size). */
export const DEFAULT_GAME_ICON = { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' } as const;

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
  icons: (typeof DEFAULT_GAME_ICON)[];
};

/**
 * The installable game (a web app manifest): opens on the game's start page in the language, in
 * its own window, coloured like the site. Its scope is the language, since the screens' slugs
 * share no other prefix; the service worker's scopes are the screens themselves.
 */
export function gameManifest(options: { siteName: string; gameName: string | undefined; locale: Locale; startPath: string; theme: Theme }): GameManifest {
  const { siteName, gameName, locale, startPath, theme } = options;
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
    icons: [DEFAULT_GAME_ICON],
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
  const manifest = gameManifest({ siteName: site.name, gameName: start.name[locale], locale, startPath, theme: chrome.settings.theme });
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
