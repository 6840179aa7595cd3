import type { SiteSettings } from '@/shared/content/settings';
import { isLocale, type Locale } from '@/shared/locales';

/** Logo heights per size option (header and footer share them). */
export const LOGO_HEIGHT_CLASS: Record<SiteSettings['header']['logoSize'], string> = {
  small: 'h-8',
  medium: 'h-12',
  large: 'h-16',
};
export const LOGO_TEXT_CLASS: Record<SiteSettings['header']['logoSize'], string> = {
  small: 'text-lg',
  medium: 'text-xl',
  large: 'text-2xl',
};

/** This site's own login page, with or without a language: /login, /de/login, /fr/login/?next=… */
const OWN_LOGIN = /^\/(?:([a-z]{2})\/)?login\/?([?#].*)?$/;

/**
 * A configured login URL the user icon may link to: http(s) or a path on this site, else null.
 * This site's login page opens in the language the visitor is reading, whichever language the
 * setting names; other URLs stay as configured.
 */
export function loginHref(loginPage: SiteSettings['header']['loginPage'], locale: Locale): string | null {
  if (!loginPage.useLinkToLoginPage) return null;
  const url = loginPage.url.trim();
  if (/^https?:\/\/[^\s]+$/i.test(url)) return url;
  if (!/^\/(?!\/)[^\s]*$/.test(url)) return null;
  const own = OWN_LOGIN.exec(url);
  if (own && (own[1] === undefined || isLocale(own[1]))) return `/${locale}/login${own[2] ?? ''}`;
  return url;
}
