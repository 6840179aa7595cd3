import type { Locale } from '../../../shared/locales';
import type { TranslationProviderName } from '../../../shared/schemas/translation';

/**
 * One machine-translation engine. Callers hand it fragments of inline HTML — text with
 * `<span data-m="N">…</span>` for formatted runs, `<br>` for line breaks and empty
 * `<span translate="no" data-g="N"></span>` placeholders for glossary terms — because every engine
 * we support keeps tags in place when told the input is HTML, so formatting and protected terms
 * survive without the engine ever seeing our JSON.
 */
export type TranslationProvider = {
  readonly name: TranslationProviderName;
  /** Translates fragments of inline HTML; one answer per fragment, same order. */
  translateHtml(input: { fragments: string[]; from: Locale; to: Locale }): Promise<string[]>;
};

export type TranslationFailureReason = 'notConfigured' | 'timeout' | 'unreachable' | 'rejected' | 'unsupportedLanguage' | 'badAnswer';

/** Details end up in logs and error bodies; an engine's error page must not flood them. */
export const MAX_FAILURE_DETAIL_LENGTH = 200;

/** Why a translation did not happen; `detail` is for operators (logs), `reason` for the editor's message. */
export class TranslationError extends Error {
  override name = 'TranslationError';
  readonly detail: string;

  constructor(
    readonly reason: TranslationFailureReason,
    detail: string,
  ) {
    const short = detail.length > MAX_FAILURE_DETAIL_LENGTH ? `${detail.slice(0, MAX_FAILURE_DETAIL_LENGTH - 1)}…` : detail;
    super(`Translation failed (${reason}): ${short}`);
    this.detail = short;
  }
}

/** Settings every adapter shares (from TRANSLATION_TIMEOUT_MS and TRANSLATION_ALLOW_PRIVATE_URL). */
export type RequestPolicy = { timeoutMs: number; allowPrivateUrl: boolean };
