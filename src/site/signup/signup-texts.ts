import { getTranslator, messagesFor } from '@/shared/i18n/catalogues';
import type { Locale } from '@/shared/locales';
import type { SignupErrorKey } from '@/shared/schemas/signup';
import type { SignupTexts } from './SignupForm.client';

/** Translator of the `signup` namespace (the platform host's public pages). */
export const signupT = (locale: Locale) => getTranslator(locale, 'signup');

/** The sign-up form's texts for its client component (strings, not the catalogue). */
export function signupFormTexts(locale: Locale): SignupTexts {
  const t = signupT(locale);
  const messages = messagesFor(locale, 'signup');
  return {
    name: t('name'),
    email: t('email'),
    password: t('password'),
    passwordHint: t('passwordHint'),
    terms: t('terms'),
    termsTitle: t('termsTitle'),
    termsText: t('termsText'),
    submit: t('submit'),
    submitting: t('submitting'),
    errors: messages.errors as Record<SignupErrorKey, string>,
  };
}
