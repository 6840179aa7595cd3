import { _createCache, _createIntlFormatters, createTranslator, type IntlError, IntlErrorCode, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core';
import type { Locale } from '../locales';
import { DISPLAY_TIME_ZONE, intlTag } from './config';
import { numberTagOf } from './number-format';

/** Parsed messages kept past this many are dropped all at once (see `sharedFormats`). */
const MAX_KEPT_MESSAGES = 20_000;

function newFormats() {
  const cache = _createCache();
  return { cache, formatters: _createIntlFormatters(cache) };
}

let formats = newFormats();
let translatorsMade = 0;

/**
 * One parse cache for every translator: use-intl keys a parsed message by its text, language and
 * formats, so what one render parsed serves the next (each translator's own cache parsed every
 * message with ICU syntax again on every request: ~9 % of an uncached render). Our catalogues
 * are finite, but the cache is still emptied now and then when it grows past its bound.
 */
function sharedFormats() {
  translatorsMade += 1;
  if (translatorsMade % 1000 === 0 && Object.keys(formats.cache.message).length > MAX_KEPT_MESSAGES) formats = newFormats();
  return formats;
}

/**
 * A translator over messages already resolved for one language (see `messagesFor`). Client
 * components receive their namespace's messages as props and use this (or use-intl's
 * `useTranslations` under an `IntlProvider`); only server code imports the catalogues themselves,
 * so a client bundle never carries all ten languages.
 */
export function createT<const M extends Record<string, unknown>, const N extends NamespaceKeys<M, NestedKeyOf<M>>>(options: {
  locale: Locale;
  namespace: N;
  messages: M;
}) {
  const { cache, formatters } = sharedFormats();
  // Numbers in messages ("{amount, number, ::currency/CHF}") as `formatNumber` writes them, on the server and in islands alike.
  const numbersAlike = {
    ...formatters,
    getNumberFormat: (tag?: string | string[], options?: Intl.NumberFormatOptions) =>
      formatters.getNumberFormat(typeof tag === 'string' ? numberTagOf(tag) : tag, options),
  };
  return createTranslator({
    _cache: cache,
    _formatters: numbersAlike,
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
