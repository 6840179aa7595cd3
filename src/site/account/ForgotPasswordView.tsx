import type { Locale } from '@/shared/locales';
import { AuthCard, PRIMARY_BUTTON, TEXT_LINK, TextField } from './AuthCard';
import type { PasswordResetT } from './password-reset-texts';

type Props = { t: PasswordResetT; hostName: string; locale: Locale; action: string; sent: boolean; error: 'email' | 'rate' | null };

/**
 * "Passwort vergessen?": one field, a plain form post (with or without JavaScript). After sending,
 * the same sentence for every address, so the page never tells whether an account exists.
 */
export function ForgotPasswordView({ t, hostName, locale, action, sent, error }: Props) {
  const backToLogin = (
    <p className="mt-6 text-center text-sm">
      <a href={`/${locale}/login`} className={TEXT_LINK}>
        {t('forgot.backToLogin')}
      </a>
    </p>
  );
  if (sent) {
    return (
      <AuthCard hostName={hostName} title={t('forgot.title')}>
        <p role="status" className="mt-6 rounded-md bg-emerald-50 px-3 py-2 text-emerald-900 ring-1 ring-emerald-200">
          {t('forgot.sent')}
        </p>
        {backToLogin}
      </AuthCard>
    );
  }
  return (
    <AuthCard hostName={hostName} title={t('forgot.title')}>
      <p className="mt-4 text-neutral-700">{t('forgot.intro')}</p>
      <form method="post" action={action} className="mt-6 flex flex-col gap-4 text-left">
        <input type="hidden" name="locale" value={locale} />
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="email"
          label={t('forgot.email')}
          error={error === 'email' ? t('forgot.invalidEmail') : null}
        />
        {error === 'rate' ? (
          <p role="alert" className="text-sm text-red-700">
            {t('forgot.rate')}
          </p>
        ) : null}
        <button type="submit" className={PRIMARY_BUTTON}>
          {t('forgot.submit')}
        </button>
      </form>
      {backToLogin}
    </AuthCard>
  );
}
