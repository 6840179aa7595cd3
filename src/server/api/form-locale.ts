import type { Context } from 'hono';
import type { Locale } from '../../shared/locales';
import { bodyLang, visitorLocale } from './caller-locale';
import type { ApiEnv } from './context';

/** The language to answer a public form in (the visitor's: see `visitorLocale`). */
export function formLocale(c: Context<ApiEnv>, lang: unknown): Locale {
  return visitorLocale(c, lang);
}

export { bodyLang };
