import type { Theme } from '../../../shared/content/settings';
import { siteIconVersion } from '../../../shared/constants/site-icons';
import { isLocale, type Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { type ManifestIcon, gameIcons } from '../games/game-manifest';
import { loadSiteChrome } from '../rendering/load-page-request';
import { resolveSiteByHost } from './resolve-site';

export type SiteManifest = {
  id: string;
  name: string;
  short_name: string;
  lang: Locale;
  start_url: string;
  scope: string;
  display: 'minimal-ui';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/**
 * A site's web app manifest: its name, home page in the language, colours and icons (the ones
 * the game's manifest names too). The whole site is its scope; the game's screens link the
 * game's own manifest instead.
 */
export function siteManifest(options: { siteName: string; locale: Locale; theme: Theme; iconVersion: string }): SiteManifest {
  const { siteName, locale, theme, iconVersion } = options;
  return {
    id: `/${locale}`,
    name: siteName,
    short_name: siteName,
    lang: locale,
    start_url: `/${locale}`,
    scope: '/',
    display: 'minimal-ui',
    theme_color: theme.colors.header,
    background_color: theme.colors.background,
    icons: gameIcons(iconVersion),
  };
}

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** `/site.webmanifest?locale=…` of the site the Host names; 404 for an unknown site or a language it lacks. */
export async function siteManifestResponse(db: Queryable, host: string | null, locale: string | null): Promise<Response> {
  const site = await resolveSiteByHost(host, db);
  if (!site || !locale || !isLocale(locale) || !site.locales.includes(locale)) return notFound();
  const chrome = await loadSiteChrome(db, { siteId: site.id, state: 'published' });
  const manifest = siteManifest({ siteName: site.name, locale, theme: chrome.settings.theme, iconVersion: siteIconVersion(chrome.settings) });
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
