import type { Locale, Localized } from '@/shared/locales';

/** A listing's name in the panel: the language being edited, else the site default, else any. */
export function listingTitle(title: Localized<string>, locale: Locale, defaultLocale: Locale): string | null {
  const found =
    title[locale]?.trim() ||
    title[defaultLocale]?.trim() ||
    Object.values(title)
      .find((text) => text?.trim())
      ?.trim();
  return found || null;
}
