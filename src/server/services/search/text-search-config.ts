import type { Locale } from '../../../shared/locales';

/** Postgres text search configurations (built into Postgres and PGlite; no extension needed). */
export const TEXT_SEARCH_CONFIGS = ['german', 'french', 'italian', 'english', 'spanish', 'portuguese', 'simple'] as const;
export type TextSearchConfig = (typeof TEXT_SEARCH_CONFIGS)[number];

const BY_LOCALE: Partial<Record<Locale, TextSearchConfig>> = {
  de: 'german',
  fr: 'french',
  it: 'italian',
  en: 'english',
  es: 'spanish',
  pt: 'portuguese',
};

/** The stemming of the locale's language; languages Postgres has no stemmer for (rm, sq, sr, hr) use `simple`. */
export function textSearchConfig(locale: Locale): TextSearchConfig {
  return BY_LOCALE[locale] ?? 'simple';
}
