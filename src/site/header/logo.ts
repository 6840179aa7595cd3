import type { SiteSettings } from '@/shared/content/settings';

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

/** A configured login URL the user icon may link to: http(s) or a path on this site, else null. */
export function loginHref(loginPage: SiteSettings['header']['loginPage']): string | null {
  if (!loginPage.useLinkToLoginPage) return null;
  const url = loginPage.url.trim();
  if (/^https?:\/\/[^\s]+$/i.test(url)) return url;
  if (/^\/(?!\/)[^\s]*$/.test(url)) return url;
  return null;
}
