import type { AccountT } from './account-texts';
import { AccountField, AccountSectionCard, BUTTON, INPUT, LocaleField, type SectionAnswer } from './account-ui';

type Props = {
  t: AccountT;
  locale: string;
  formBase: string;
  name: string;
  email: string;
  answers: (section: 'name' | 'email' | 'password') => SectionAnswer | null;
};

const errorIdOf = (answer: SectionAnswer | null, section: string) => (answer?.error ? `${section}-error` : null);

/** Name, e-mail address and password: plain forms that post and come back (JavaScript or not). */
export function ProfileSections({ t, locale, formBase, name, email, answers }: Props) {
  const nameAnswer = answers('name');
  const emailAnswer = answers('email');
  const passwordAnswer = answers('password');
  return (
    <>
      <AccountSectionCard id="name" title={t('name.title')} t={t} answer={nameAnswer}>
        <form method="post" action={`${formBase}/name`} className="flex flex-col gap-4">
          <LocaleField locale={locale} />
          <AccountField id="account-name" label={t('name.label')} errorId={errorIdOf(nameAnswer, 'name')}>
            {(describedBy) => (
              <input
                id="account-name"
                name="name"
                required
                maxLength={120}
                defaultValue={name}
                autoComplete="name"
                aria-describedby={describedBy}
                aria-invalid={nameAnswer?.error ? true : undefined}
                className={INPUT}
              />
            )}
          </AccountField>
          <button type="submit" className={BUTTON}>
            {t('name.submit')}
          </button>
        </form>
      </AccountSectionCard>

      <AccountSectionCard id="email" title={t('email.title')} t={t} answer={emailAnswer}>
        <p className="text-sm text-neutral-700">{t('email.current', { email })}</p>
        <form method="post" action={`${formBase}/email`} className="flex flex-col gap-4">
          <LocaleField locale={locale} />
          <AccountField id="account-email" label={t('email.label')} hint={t('email.hint')} errorId={errorIdOf(emailAnswer, 'email')}>
            {(describedBy) => (
              <input
                id="account-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                aria-describedby={describedBy}
                aria-invalid={emailAnswer?.error ? true : undefined}
                className={INPUT}
              />
            )}
          </AccountField>
          <button type="submit" className={BUTTON}>
            {t('email.submit')}
          </button>
        </form>
      </AccountSectionCard>

      <AccountSectionCard id="password" title={t('password.title')} t={t} answer={passwordAnswer}>
        <form method="post" action={`${formBase}/password`} className="flex flex-col gap-4">
          <LocaleField locale={locale} />
          {/* The account's address, so password managers know whose password changes. */}
          <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
          <AccountField
            id="account-current-password"
            label={t('password.current')}
            errorId={passwordAnswer?.error === 'wrongPassword' ? 'password-error' : null}
          >
            {(describedBy) => (
              <input
                id="account-current-password"
                name="currentPassword"
                type="password"
                required
                autoComplete="current-password"
                aria-describedby={describedBy}
                className={INPUT}
              />
            )}
          </AccountField>
          <AccountField
            id="account-new-password"
            label={t('password.new')}
            hint={t('password.hint')}
            errorId={passwordAnswer?.error && passwordAnswer.error !== 'wrongPassword' ? 'password-error' : null}
          >
            {(describedBy) => (
              <input
                id="account-new-password"
                name="newPassword"
                type="password"
                required
                minLength={10}
                autoComplete="new-password"
                aria-describedby={describedBy}
                className={INPUT}
              />
            )}
          </AccountField>
          <AccountField id="account-confirm-password" label={t('password.confirm')} errorId={passwordAnswer?.error === 'mismatch' ? 'password-error' : null}>
            {(describedBy) => (
              <input
                id="account-confirm-password"
                name="confirmPassword"
                type="password"
                required
                autoComplete="new-password"
                aria-describedby={describedBy}
                className={INPUT}
              />
            )}
          </AccountField>
          <button type="submit" className={BUTTON}>
            {t('password.submit')}
          </button>
        </form>
      </AccountSectionCard>
    </>
  );
}
