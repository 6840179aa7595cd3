import { getTranslator } from '../../../shared/i18n/catalogues';
import type { Locale } from '../../../shared/locales';
import { formMessageKey } from '../../../shared/schemas/forms/form-messages';

/**
 * The visitor-facing sentence of a form message key in a site language, from the `forms`
 * catalogue (the islands read the same texts from their props). Unknown keys read as the generic
 * failure.
 */
export function formMessage(locale: Locale, key: string): string {
  return getTranslator(locale, 'forms')(`messages.${formMessageKey(key)}`);
}
