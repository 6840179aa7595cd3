import { getTranslator } from '@/shared/i18n/catalogues';
import type { EditorLocale } from '@/shared/i18n/config';

/** Translator of the `editorPlatform` namespace: the console speaks the admin's editor language. */
export type ConsoleT = ReturnType<typeof getTranslator<'editorPlatform'>>;

const translators = new Map<EditorLocale, ConsoleT>();

export function consoleT(locale: EditorLocale): ConsoleT {
  let t = translators.get(locale);
  if (!t) {
    t = getTranslator(locale, 'editorPlatform');
    translators.set(locale, t);
  }
  return t;
}
