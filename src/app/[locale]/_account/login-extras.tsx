import { TWO_FACTOR_SIGN_IN_FORM_PATH } from '@/server/services/auth/account-paths';
import { TEXT_LINK } from '@/site/account/AuthCard';
import { passwordResetT, twoFactorTexts } from '@/site/account/password-reset-texts';
import type { Locale } from '@/shared/locales';

/** What the login form needs for the code step of two-factor accounts (with JavaScript). */
export function loginTwoFactorStep(locale: Locale, next: string) {
  return { t: twoFactorTexts(locale), action: TWO_FACTOR_SIGN_IN_FORM_PATH, loginHref: `/${locale}/login?${new URLSearchParams({ next })}` };
}

/** "Passwort vergessen?" below the login form. */
export function ForgotPasswordLink({ locale }: { locale: Locale }) {
  return (
    <p className="mt-6 text-center text-sm">
      <a href={`/${locale}/forgot-password`} className={TEXT_LINK}>
        {passwordResetT(locale)('login.forgotLink')}
      </a>
    </p>
  );
}

/** The login page's note after a new password was set (`?notice=passwordReset`). */
export function LoginNotice({ locale, notice }: { locale: Locale; notice: string | undefined }) {
  if (notice !== 'passwordReset') return null;
  return (
    <p role="status" className="mt-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
      {passwordResetT(locale)('login.passwordReset')}
    </p>
  );
}
