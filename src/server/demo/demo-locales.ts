import { LOCALES, type Locale } from '../../shared/locales';

const isLocaleKey = (key: string): boolean => (LOCALES as readonly string[]).includes(key);

/**
 * The demo's content is written in German and French. For a demo in other languages (an Italian
 * or Spanish trial site, the language tests) every per-language record `{ de, fr }` is spread over
 * the requested languages: German where the language is German, French elsewhere — content stays
 * content; the site's own words (menus, forms, buttons, the game) come from its language's
 * catalogues. With the default de + fr nothing changes.
 */
export function localizeDemo<T>(value: T, locales: readonly Locale[]): T {
  if (Array.isArray(value)) return value.map((item) => localizeDemo(item, locales)) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const record = value as Record<string, unknown>;
  const isPerLanguage = entries.length > 0 && entries.every(([key]) => isLocaleKey(key)) && ('de' in record || 'fr' in record);
  if (isPerLanguage) {
    const german = record.de;
    const french = record.fr ?? german;
    return Object.fromEntries(locales.map((locale) => [locale, localizeDemo(locale === 'de' ? (german ?? french) : french, locales)])) as T;
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, localizeDemo(item, locales)])) as T;
}
