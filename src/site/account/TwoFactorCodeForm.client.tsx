'use client';

import { useState } from 'react';
import { apiFetch } from '@/shared/api/request';
import type { Locale } from '@/shared/locales';
import { FIELD, PRIMARY_BUTTON, TEXT_LINK } from './AuthCard';
import type { TwoFactorTexts } from './password-reset-texts';

export type TwoFactorError = 'code' | 'rate' | 'expired';

type Props = { t: TwoFactorTexts; locale: Locale; next: string; action: string; loginHref: string; error: TwoFactorError | null };

/** better-auth's answer to a wrong, late or too frequent code, as the field's sentence. */
function errorOf(status: number, data: unknown): TwoFactorError {
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : null;
  if (code === 'INVALID_TWO_FACTOR_COOKIE') return 'expired';
  if (status === 429 || code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' || code === 'ACCOUNT_TEMPORARILY_LOCKED') return 'rate';
  return 'code';
}

/**
 * The sign-in's second step: the app's six-digit code or a backup code (told apart by shape).
 * With JavaScript it asks better-auth's two-factor endpoints directly and continues to `next`;
 * without, the same form posts to `action`, which answers with a redirect.
 */
export function TwoFactorCodeForm({ t, locale, next, action, loginHref, error: initialError }: Props) {
  const [error, setError] = useState<TwoFactorError | null>(initialError);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    const digits = typed.replace(/\s+/g, '');
    const isAppCode = /^\d{6}$/.test(digits);
    setBusy(true);
    setError(null);
    const response = await apiFetch(isAppCode ? '/auth/two-factor/verify-totp' : '/auth/two-factor/verify-backup-code', {
      json: { code: isAppCode ? digits : typed },
    });
    if (response.ok) {
      window.location.assign(next);
      return;
    }
    setBusy(false);
    setError(errorOf(response.status, response.data));
  }

  const message = error === 'code' ? t.invalidCode : error === 'rate' ? t.rate : error === 'expired' ? t.expired : null;
  return (
    <form method="post" action={action} onSubmit={submit} className="mt-6 flex flex-col gap-4 text-left">
      <p className="text-neutral-700">{t.intro}</p>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="next" value={next} />
      <div className="flex flex-col gap-1">
        <label htmlFor="two-factor-code" className="font-medium">
          {t.code}
        </label>
        <input
          id="two-factor-code"
          name="code"
          required
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby="two-factor-error"
          className={`${FIELD} font-mono tracking-widest`}
        />
      </div>
      <p id="two-factor-error" role="alert" className="min-h-6 text-sm text-red-700">
        {message}
      </p>
      {error === 'expired' || error === 'rate' ? (
        <a href={loginHref} className={TEXT_LINK}>
          {t.signInAgain}
        </a>
      ) : null}
      <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
        {busy ? t.submitting : t.submit}
      </button>
    </form>
  );
}
