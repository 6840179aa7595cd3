import type { Locale } from '../../../shared/locales';

/** Where the account forms post when JavaScript is off (beside FORM_SIGN_IN_PATH). */
export const FORGOT_PASSWORD_FORM_PATH = '/api/v1/password/forgot';
export const RESET_PASSWORD_FORM_PATH = '/api/v1/password/reset';
export const TWO_FACTOR_SIGN_IN_FORM_PATH = '/api/v1/sign-in/two-factor';
/** The account page's forms: `/api/v1/account/{form}`. */
export const ACCOUNT_FORM_BASE = '/api/v1/account';

/** Why the sign-in's second step came back. */
export type TwoFactorSignInError = 'code' | 'rate' | 'expired';

/** The sign-in's second step (the code of the authenticator app), keeping where to go afterwards. */
export function twoFactorPage(locale: Locale, next: string, error?: TwoFactorSignInError): string {
  const query = new URLSearchParams(error ? { next, error } : { next });
  return `/${locale}/login/two-factor?${query.toString()}`;
}

/** The login page after a new password was set: it says so. */
export const loginAfterReset = (locale: Locale) => `/${locale}/login?notice=passwordReset`;
