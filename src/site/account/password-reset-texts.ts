import { getTranslator } from '@/shared/i18n/catalogues';
import type { Locale } from '@/shared/locales';

/** Translator of the `passwordReset` namespace: the forgotten-password pages and the sign-in's code step. */
export type PasswordResetT = ReturnType<typeof getTranslator<'passwordReset'>>;

const translators = new Map<Locale, PasswordResetT>();

/** Built once per language (pages ask on every render). Server code only. */
export function passwordResetT(locale: Locale): PasswordResetT {
  let t = translators.get(locale);
  if (!t) {
    t = getTranslator(locale, 'passwordReset');
    translators.set(locale, t);
  }
  return t;
}

/** The code step's texts, for the client form (it gets strings, not the catalogue). */
export type TwoFactorTexts = {
  title: string;
  intro: string;
  code: string;
  submit: string;
  submitting: string;
  invalidCode: string;
  rate: string;
  expired: string;
  signInAgain: string;
};

export function twoFactorTexts(locale: Locale): TwoFactorTexts {
  const t = passwordResetT(locale);
  return {
    title: t('twoFactor.title'),
    intro: t('twoFactor.intro'),
    code: t('twoFactor.code'),
    submit: t('twoFactor.submit'),
    submitting: t('twoFactor.submitting'),
    invalidCode: t('twoFactor.invalidCode'),
    rate: t('twoFactor.rate'),
    expired: t('twoFactor.expired'),
    signInAgain: t('twoFactor.signInAgain'),
  };
}
