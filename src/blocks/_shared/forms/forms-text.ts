import { useMemo } from 'react';
import type { NamespaceMessages } from '../../../shared/i18n/catalogues';
import { createT } from '../../../shared/i18n/translator';
import type { Locale } from '../../../shared/locales';
import { formMessageKey } from '../../../shared/schemas/forms/form-messages';

/**
 * The `forms` catalogue resolved for one language. The server view passes it to the island as a
 * prop (`messagesFor(locale, 'forms')`), so the client bundle never carries the other languages.
 */
export type FormsMessages = NamespaceMessages<'forms'>;

export function formsTranslator(locale: Locale, messages: FormsMessages) {
  return createT({ locale, namespace: 'forms', messages: { forms: messages } });
}
export type FormsT = ReturnType<typeof formsTranslator>;

/** The island's translator, made once per language and messages. */
export function useFormsT(locale: Locale, messages: FormsMessages): FormsT {
  return useMemo(() => formsTranslator(locale, messages), [locale, messages]);
}

/** A schema message key as the visitor's sentence; anything else reads as the generic failure. */
export function formMessageText(t: FormsT, key: string): string {
  return t(`messages.${formMessageKey(key)}`);
}
