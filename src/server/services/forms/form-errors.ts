import type { Locale } from '../../../shared/locales';
import type { FormMessageKey } from '../../../shared/schemas/forms/form-messages';
import { AppError } from '../../platform/app-error';
import { formMessage } from './form-message';

/** A 400 naming fields, shaped like the validation answer: first message as error, all in fieldErrors. */
export function fieldErrors(locale: Locale, errors: Record<string, FormMessageKey>): AppError {
  const localized = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, formMessage(locale, key)]));
  const first = Object.values(localized)[0] ?? formMessage(locale, 'submitFailed');
  return new AppError('BAD_REQUEST', { text: first }, { data: { fieldErrors: localized } });
}

/** A 400 (or other status) about the whole form rather than one field. */
export function formError(locale: Locale, key: FormMessageKey, code: 'BAD_REQUEST' | 'NOT_FOUND' = 'BAD_REQUEST'): AppError {
  return new AppError(code, { text: formMessage(locale, key) }, { data: { fieldErrors: {} } });
}
