import type { Context } from 'hono';
import Negotiator from 'negotiator';
import { type Locale, isLocale } from '../../shared/locales';
import type { ApiEnv } from './context';

/**
 * The language to answer a public form in: the form's own `lang` when it is one of ours, else the
 * best of the site's languages for Accept-Language, else the site's default.
 */
export function formLocale(c: Context<ApiEnv>, bodyLang: unknown): Locale {
  if (isLocale(bodyLang)) return bodyLang;
  const site = c.get('site');
  const header = c.req.header('accept-language');
  if (header) {
    const preferred = new Negotiator({ headers: { 'accept-language': header } }).language([...site.locales]);
    if (isLocale(preferred) && site.locales.includes(preferred)) return preferred;
  }
  return site.defaultLocale;
}

/** The `lang` of a JSON body already read (or readable) by Hono; undefined when there is none. */
export async function bodyLang(c: Context<ApiEnv>): Promise<unknown> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && 'lang' in body ? body.lang : undefined;
  } catch {
    return undefined;
  }
}
