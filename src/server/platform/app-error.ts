import type { MessageKeys, NestedKeyOf } from 'use-intl/core';
import { type Catalogues, getTranslator, messagesFor } from '../../shared/i18n/catalogues';
import type { Locale } from '../../shared/locales';

export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
} as const;
export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

type ApiMessages = Catalogues['api'];
/** A message of the `api` catalogue (src/shared/i18n/messages/{locale}/api.json). */
export type ApiMessageKey = MessageKeys<ApiMessages, NestedKeyOf<ApiMessages>>;
export type ApiMessageValues = Record<string, string | number>;

/** The sentence of an API message in a language (the fallback chain fills gaps). */
export function apiMessage(locale: Locale, key: ApiMessageKey, values?: ApiMessageValues): string {
  return getTranslator(locale, 'api')(key, values);
}

type Tree = { [key: string]: string | Tree };

/** Whether a schema message is a key of the `api` catalogue (then it is shown translated). */
export function isApiKey(message: string): message is ApiMessageKey {
  let node: string | Tree | undefined = messagesFor('de', 'api') as unknown as Tree;
  for (const part of message.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string';
}

/**
 * A sentence that is already final: localized by its own catalogue (the forms' field messages), or
 * an operator-only detail (the admin CLI's input validation, a block option's rule).
 */
export type FinalText = { text: string };

/**
 * A failure with a stable code and a message key, mapped once to the API envelope (translated into
 * the caller's language there) and to CLI exit messages (`message` is the English sentence, for
 * operators and logs).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly key: ApiMessageKey | null;
  readonly values: ApiMessageValues | undefined;
  readonly data: unknown;

  constructor(
    readonly code: AppErrorCode,
    message: ApiMessageKey | FinalText,
    options: { values?: ApiMessageValues; data?: unknown } = {},
  ) {
    super(typeof message === 'string' ? apiMessage('en', message, options.values) : message.text);
    this.key = typeof message === 'string' ? message : null;
    this.values = options.values;
    this.data = options.data ?? null;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  /** The sentence for a caller reading `locale`. */
  messageIn(locale: Locale): string {
    return this.key ? apiMessage(locale, this.key, this.values) : this.message;
  }
}
