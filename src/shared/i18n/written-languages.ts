import { LOCALES, type Locale } from '../locales';

/** The languages public texts are written in; every other site language reads the closest of them. */
export type WrittenLanguage = 'de' | 'fr' | 'it' | 'en';

/** Romansh reads German; Albanian, Serbian, Croatian, Spanish and Portuguese read English until translated. */
export function writtenLanguage(locale: Locale): WrittenLanguage {
  if (locale === 'rm') return 'de';
  return locale === 'de' || locale === 'fr' || locale === 'it' ? locale : 'en';
}

/** One text set per site language, from the written ones. */
export function textsByLocale<T>(texts: Record<WrittenLanguage, T>): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, texts[writtenLanguage(locale)]])) as Record<Locale, T>;
}
