import type { Locale } from '../../../shared/locales';

/** Where the form-post sign-in lives (beside better-auth's JSON endpoints under /api/v1/auth). */
export const FORM_SIGN_IN_PATH = '/api/v1/sign-in/form';

export type SignInError = 'failed' | 'rate' | 'disabled';

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeNextPath(next: string | null | undefined, locale: Locale): string {
  return next && /^\/[a-z]{2}(\/|$)/.test(next) && !next.startsWith('//') && !next.includes('\\') ? next : `/${locale}/edit`;
}

/** The login page showing a sign-in error, keeping where to go afterwards. */
export function loginPageWithError(locale: Locale, error: SignInError, next: string): string {
  const query = new URLSearchParams({ error, next });
  return `/${locale}/login?${query.toString()}`;
}
