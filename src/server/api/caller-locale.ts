import type { Context } from 'hono';
import Negotiator from 'negotiator';
import { EDITOR_LANGUAGE_HEADER, PAGE_LOCALE_HEADER } from '../../shared/api/request';
import { type EditorLocale, SOURCE_LOCALE, defaultEditorLanguage, editorLanguageOf } from '../../shared/i18n/config';
import { LOCALES, type Locale, isLocale } from '../../shared/locales';
import type { ApiEnv } from './context';

function negotiate(header: string | undefined, offered: readonly Locale[]): Locale | undefined {
  if (!header) return undefined;
  const preferred = new Negotiator({ headers: { 'accept-language': header } }).language([...offered]);
  return isLocale(preferred) && offered.includes(preferred) ? preferred : undefined;
}

/**
 * A visitor's language: the body's `lang` when it is one of ours, else the page language the
 * client sends (`X-Page-Locale`), else the best of the site's languages for Accept-Language, else
 * the site's default. Before a site is known (an unknown host), any of our languages.
 */
export function visitorLocale(c: Context<ApiEnv>, bodyLang: unknown): Locale {
  if (isLocale(bodyLang)) return bodyLang;
  const site = c.get('site') as ApiEnv['Variables']['site'] | undefined;
  const offered = site?.locales ?? LOCALES;
  const page = c.req.header(PAGE_LOCALE_HEADER);
  if (isLocale(page) && offered.includes(page)) return page;
  return negotiate(c.req.header('accept-language'), offered) ?? site?.defaultLocale ?? SOURCE_LOCALE;
}

/**
 * A member's editor language: the one the editor sends (`X-Editor-Language`, set by the API
 * client from the language the edit route resolved). Without it, the site's default when the
 * editor is written in it, else German (editor-panels §9) — never the browser's Accept-Language,
 * which says nothing about the language the editor is shown in.
 */
export function editorLocale(c: Context<ApiEnv>): EditorLocale {
  const site = c.get('site') as ApiEnv['Variables']['site'] | undefined;
  return editorLanguageOf(c.req.header(EDITOR_LANGUAGE_HEADER)) ?? defaultEditorLanguage(site?.defaultLocale);
}

/** The `lang` of a JSON body (read once by Hono and cached); undefined when there is none. */
export async function bodyLang(c: Context): Promise<unknown> {
  if (!c.req.header('content-type')?.includes('application/json')) return undefined;
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && 'lang' in body ? body.lang : undefined;
  } catch {
    return undefined;
  }
}

/** The language to answer this caller in, by the audience its route declared (visitor by default). */
export async function callerLocale(c: Context<ApiEnv>, options: { readBody: boolean }): Promise<Locale> {
  if (c.get('audience') === 'member') return editorLocale(c);
  return visitorLocale(c, options.readBody ? await bodyLang(c) : undefined);
}
