import { getTranslator } from '@/shared/i18n/catalogues';
import type { EditorLocale } from '@/shared/i18n/config';

/** Translator of the `editorAccount` namespace: the account page speaks the person's editor language. */
export type AccountT = ReturnType<typeof getTranslator<'editorAccount'>>;

const translators = new Map<EditorLocale, AccountT>();

export function accountT(locale: EditorLocale): AccountT {
  let t = translators.get(locale);
  if (!t) {
    t = getTranslator(locale, 'editorAccount');
    translators.set(locale, t);
  }
  return t;
}
