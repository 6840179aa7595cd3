import type { Locale } from '@/shared/locales';
import { AuthCard, PRIMARY_BUTTON, TEXT_LINK, TextField } from './AuthCard';
import type { PasswordResetT } from './password-reset-texts';

export type ResetError = 'tooShort' | 'tooLong' | 'common' | 'mismatch' | 'rate';

type Props = { t: PasswordResetT; hostName: string; locale: Locale; action: string; token: string; error: ResetError | null };

/** The new password, typed twice; the refusal at the field it is about. A plain form post. */
export function ResetPasswordView({ t, hostName, locale, action, token, error }: Props) {
  const passwordError = error === 'tooShort' || error === 'tooLong' || error === 'common' ? t(`reset.${error}`) : null;
  return (
    <AuthCard hostName={hostName} title={t('reset.title')}>
      <form method="post" action={action} className="mt-6 flex flex-col gap-4 text-left">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="token" value={token} />
        <TextField
          id="reset-password"
          name="password"
          type="password"
          minLength={10}
          autoComplete="new-password"
          label={t('reset.password')}
          hint={t('reset.intro')}
          error={passwordError}
        />
        <TextField
          id="reset-confirm"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          label={t('reset.confirmPassword')}
          error={error === 'mismatch' ? t('reset.mismatch') : null}
        />
        {error === 'rate' ? (
          <p role="alert" className="text-sm text-red-700">
            {t('reset.rate')}
          </p>
        ) : null}
        <button type="submit" className={PRIMARY_BUTTON}>
          {t('reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}

/** An expired or used link: say so and offer a new one. */
export function InvalidResetLinkView({ t, hostName, locale }: { t: PasswordResetT; hostName: string; locale: Locale }) {
  return (
    <AuthCard hostName={hostName} title={t('invalid.title')}>
      <p className="mt-4 text-neutral-700">{t('invalid.text')}</p>
      <a href={`/${locale}/forgot-password`} className={`${PRIMARY_BUTTON} mt-6 inline-block text-center`}>
        {t('invalid.newLink')}
      </a>
      <p className="mt-6 text-center text-sm">
        <a href={`/${locale}/login`} className={TEXT_LINK}>
          {t('forgot.backToLogin')}
        </a>
      </p>
    </AuthCard>
  );
}
