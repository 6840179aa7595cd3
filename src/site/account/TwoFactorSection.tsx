import type { AccountT } from './account-texts';
import { AccountField, AccountSectionCard, BUTTON, INPUT, LocaleField, QUIET_BUTTON, type SectionAnswer } from './account-ui';
import { PrintButton } from './PrintButton.client';
import { TotpQrCode } from './TotpQrCode.client';

type Props = {
  t: AccountT;
  locale: string;
  formBase: string;
  enabled: boolean;
  pending: { secret: string; uri: string } | null;
  backupCodes: string[] | null;
  answer: SectionAnswer | null;
};

/** The secret in groups of four, as apps show and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** A password form of this section (turn on, turn off, new backup codes). */
function PasswordForm({
  t,
  locale,
  action,
  id,
  submit,
  hint,
  invalid,
}: {
  t: AccountT;
  locale: string;
  action: string;
  id: string;
  submit: string;
  hint?: string;
  invalid: boolean;
}) {
  return (
    <form method="post" action={action} className="flex flex-col gap-3">
      <LocaleField locale={locale} />
      <AccountField id={id} label={t('twoFactor.password')} hint={hint} errorId={invalid ? 'twoFactor-error' : null}>
        {(describedBy) => (
          <input id={id} name="password" type="password" required autoComplete="current-password" aria-describedby={describedBy} className={INPUT} />
        )}
      </AccountField>
      <button type="submit" className={BUTTON}>
        {submit}
      </button>
    </form>
  );
}

/** The backup codes, once: a list to copy, a text file to download (no JavaScript needed), print. */
function BackupCodes({ t, codes }: { t: AccountT; codes: string[] }) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`;
  return (
    <div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200" data-backup-codes="">
      <h3 className="font-semibold">{t('twoFactor.codesTitle')}</h3>
      <p className="mt-1 text-sm text-neutral-700">{t('twoFactor.codesText')}</p>
      <ol className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <a href={file} download="backup-codes.txt" className={QUIET_BUTTON}>
          {t('twoFactor.download')}
        </a>
        <PrintButton label={t('twoFactor.print')} className={QUIET_BUTTON} />
      </div>
    </div>
  );
}

/**
 * Two-factor sign-in: off (turn on with the password), waiting for the first code (QR code, the
 * secret as text, the code field), or on (turn off, new backup codes). Every step is a plain form.
 */
export function TwoFactorSection({ t, locale, formBase, enabled, pending, backupCodes, answer }: Props) {
  const wrongPassword = answer?.error === 'wrongPassword';
  return (
    <AccountSectionCard id="twoFactor" title={t('twoFactor.title')} t={t} answer={answer}>
      {backupCodes ? <BackupCodes t={t} codes={backupCodes} /> : null}
      {enabled ? (
        <>
          <p className="text-sm text-neutral-700">{t('twoFactor.onText')}</p>
          <PasswordForm
            t={t}
            locale={locale}
            action={`${formBase}/two-factor/backup-codes`}
            id="two-factor-renew-password"
            submit={t('twoFactor.renew')}
            hint={t('twoFactor.renewHint')}
            invalid={wrongPassword}
          />
          <PasswordForm
            t={t}
            locale={locale}
            action={`${formBase}/two-factor/disable`}
            id="two-factor-disable-password"
            submit={t('twoFactor.disable')}
            invalid={wrongPassword}
          />
        </>
      ) : pending ? (
        <>
          <p className="text-sm text-neutral-700">{t('twoFactor.setupIntro')}</p>
          <div className="flex flex-wrap items-center gap-6">
            <TotpQrCode uri={pending.uri} label={t('twoFactor.qrLabel')} />
            <dl>
              <dt className="text-sm font-medium">{t('twoFactor.secret')}</dt>
              <dd className="mt-1">
                <code id="totp-secret" className="block font-mono text-base tracking-wider break-all" data-secret={pending.secret}>
                  {grouped(pending.secret)}
                </code>
              </dd>
            </dl>
          </div>
          <form method="post" action={`${formBase}/two-factor/confirm`} className="flex flex-col gap-3">
            <LocaleField locale={locale} />
            <AccountField id="two-factor-confirm-code" label={t('twoFactor.code')} errorId={answer?.error ? 'twoFactor-error' : null}>
              {(describedBy) => (
                <input
                  id="two-factor-confirm-code"
                  name="code"
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={8}
                  aria-describedby={describedBy}
                  className={`${INPUT} font-mono tracking-widest`}
                />
              )}
            </AccountField>
            <button type="submit" className={BUTTON}>
              {t('twoFactor.confirm')}
            </button>
          </form>
        </>
      ) : (
        <>
          <p className="text-sm text-neutral-700">{t('twoFactor.offText')}</p>
          <PasswordForm
            t={t}
            locale={locale}
            action={`${formBase}/two-factor/enable`}
            id="two-factor-enable-password"
            submit={t('twoFactor.enable')}
            invalid={wrongPassword}
          />
        </>
      )}
    </AccountSectionCard>
  );
}
