import type { OptionValue } from '../../content/types';
import { isLocale, type Locale } from '../../locales';

/** A stored `captions` option read as language → media id; anything else (user data) reads as none. */
export function captionsByLanguage(value: OptionValue | undefined): Partial<Record<Locale, string>> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const result: Partial<Record<Locale, string>> = {};
  for (const [language, id] of Object.entries(value)) if (isLocale(language) && typeof id === 'string' && id !== '') result[language] = id;
  return result;
}

/** Every captions media id of the option, for the page's media loader. */
export function captionIds(value: OptionValue | undefined): string[] {
  return Object.values(captionsByLanguage(value));
}
