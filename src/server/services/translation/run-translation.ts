import { AppError } from '../../platform/app-error';
import { type TranslatableValue, translateValues } from './translate-values';
import { TranslationError, type TranslationProvider } from './types';

const FAILURE_KEYS = {
  notConfigured: 'translation.notConfigured',
  timeout: 'translation.failedTimeout',
  unreachable: 'translation.failedUnreachable',
  rejected: 'translation.failedRejected',
  unsupportedLanguage: 'translation.failedUnsupportedLanguage',
  badAnswer: 'translation.failedBadAnswer',
} as const;

/** A provider failure as the API's error: 503 "Übersetzung fehlgeschlagen: …" in the caller's language. */
export function translationFailure(error: TranslationError): AppError {
  return new AppError('UNAVAILABLE', FAILURE_KEYS[error.reason], { values: { detail: error.detail } });
}

/** translateValues with provider failures turned into API errors. */
export async function runTranslation(provider: TranslationProvider, input: Parameters<typeof translateValues>[1]): Promise<TranslatableValue[]> {
  try {
    return await translateValues(provider, input);
  } catch (error) {
    if (error instanceof TranslationError) throw translationFailure(error);
    throw error;
  }
}
