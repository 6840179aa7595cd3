import { createTranslator, type IntlError, IntlErrorCode, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core';
import type { Locale } from '../locales';
import { DISPLAY_TIME_ZONE, intlTag } from './config';

/**
 * A translator over messages already resolved for one language (see `messagesFor`). Client
 * components receive their namespace's messages as props and use this (or use-intl's
 * `useTranslations` under an `IntlProvider`); only server code imports the catalogues themselves,
 * so a client bundle never carries all ten languages.
 */
export function createT<const M extends Record<string, unknown>, const N extends NamespaceKeys<M, NestedKeyOf<M>>>(options: { locale: Locale; namespace: N; messages: M }) {
  return createTranslator({
    locale: intlTag(options.locale),
    messages: options.messages,
    namespace: options.namespace,
    timeZone: DISPLAY_TIME_ZONE,
    onError: reportIntlError,
    getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
  });
}

const reported = new Set<string>();

/** A missing or broken message shows its key; development logs it once (tests also fail on it). */
export function reportIntlError(error: IntlError): void {
  if (process.env.NODE_ENV === 'production') return;
  const id = `${error.code}:${error.message}`;
  if (reported.has(id)) return;
  reported.add(id);
  const kind = error.code === IntlErrorCode.MISSING_MESSAGE ? 'missing text' : 'text error';
  console.warn(`[i18n] ${kind}: ${error.message}`);
}
