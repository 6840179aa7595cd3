import { LOCALES, type Locale } from '../locales';

/**
 * The languages of the two audiences. Visitors read any of the ten site languages; the editor UI is
 * written in German, French, Italian and English (editor-panels §8 names de/fr; Swiss
 * Italian-speaking opticians edit too). German is the source catalogue: every other catalogue must
 * have exactly its keys (tests/unit: `catalogues.test.ts`).
 */
export const PUBLIC_LOCALES = LOCALES;
export const EDITOR_LOCALES = ['de', 'fr', 'it', 'en'] as const;
export type EditorLocale = (typeof EDITOR_LOCALES)[number];
export const SOURCE_LOCALE = 'de' satisfies Locale;

export function isEditorLocale(value: unknown): value is EditorLocale {
  return typeof value === 'string' && (EDITOR_LOCALES as readonly string[]).includes(value);
}

/**
 * The editor language of a person who never chose one (editor-panels §9): the site's default
 * language when the editor is written in it, else German. Never the browser's languages: the
 * editor speaks the site's language, whatever machine it is opened on.
 */
export function defaultEditorLanguage(siteDefault: unknown): EditorLocale {
  return isEditorLocale(siteDefault) ? siteDefault : SOURCE_LOCALE;
}

/** The editor language a client sends (the header the API client sets), when it is one. */
export function editorLanguageOf(sent: unknown): EditorLocale | null {
  return isEditorLocale(sent) ? sent : null;
}

/** The spec's time zone for every date shown (public-site-and-game §9: "Dates use Europe/Berlin"). */
export const DISPLAY_TIME_ZONE = 'Europe/Berlin';

/** The BCP 47 tag `Intl` formats a site language with: Swiss conventions, Serbian in Latin script. */
export function intlTag(locale: Locale): string {
  return locale === 'sr' ? 'sr-Latn-CH' : `${locale}-CH`;
}
