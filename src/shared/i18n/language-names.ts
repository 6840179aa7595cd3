import type { Locale } from '../locales';

/** Each language by its own name, as a visitor who reads it looks for it in the switcher. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  rm: 'Rumantsch',
  en: 'English',
  sq: 'Shqip',
  sr: 'Srpski',
  hr: 'Hrvatski',
  es: 'Español',
  pt: 'Português',
};
