import { fnv1a } from '../constants/site-icons';
import { brandLogoId } from '../content/settings';
import { isPageLiveIn, type SiteChrome } from '../content/site-chrome';
import type { Locale } from '../locales';

/**
 * The generated link-preview card (issue 33) of a page without an image of its own and a site
 * without a share image: the logo, the site's name and the page's name on the theme colour.
 * Served per host at this path, versioned like the site icons: new texts, logo or colour make a
 * new URL, so a stored card is kept forever.
 */
export const SHARE_CARD_PATH = '/share-card.png';
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a card is drawn from; all of it goes into the version. */
export type ShareCardSource = { logoId: string | null; background: string; siteName: string; pageName: string };

export function shareCardVersion(source: ShareCardSource): string {
  return fnv1a(`${source.logoId ?? '-'}|${source.background.toLowerCase()}|${source.siteName}|${source.pageName}`);
}

/** The card's URL for a page in a language (the route reads the texts itself: a URL never chooses what is written). */
export function shareCardPath(options: { pageId: string; locale: Locale; version: string }): string {
  return `${SHARE_CARD_PATH}?page=${options.pageId}&lang=${options.locale}&v=${options.version}`;
}

/** The card's source for a page of the site in a language; null when visitors cannot read the page in it. */
export function shareCardSourceOf(options: { chrome: SiteChrome; siteName: string; pageId: string; locale: Locale }): ShareCardSource | null {
  const { chrome, siteName, pageId, locale } = options;
  const page = chrome.pages.get(pageId);
  if (!page || !isPageLiveIn(page, locale)) return null;
  const pageName = page.name[locale]?.trim() || siteName;
  return { logoId: brandLogoId(chrome.settings, chrome.business), background: chrome.settings.theme.colors.header, siteName, pageName };
}
