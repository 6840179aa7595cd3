'use client';

import { useState } from 'react';
import { apiFetch } from '@/shared/api/request';
import type { Locale } from '@/shared/locales';
import type { TwoFactorTexts } from './account/password-reset-texts';
import { TwoFactorCodeForm } from './account/TwoFactorCodeForm.client';

/** The sign-in form's texts, resolved on the server (the `public` catalogue's `signIn`). */
export type SignInTexts = { email: string; password: string; submit: string; submitting: string; failed: string; tooManyAttempts: string; disabled: string };

/** The second step, for people with two-factor sign-in on: its texts and its no-JavaScript post. */
type TwoFactorStep = { t: TwoFactorTexts; action: string; loginHref: string };

type Props = { t: SignInTexts; locale: Locale; next: string; action: string; error: string | null; twoFactor: TwoFactorStep };

/** better-auth answers a right password of a two-factor account with this instead of a session. */
const asksForCode = (data: unknown) => typeof data === 'object' && data !== null && (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;

/** After a right password: a platform admin disabled the account (the session hook's `ACCOUNT_DISABLED`). */
const isDisabled = (data: unknown) => typeof data === 'object' && data !== null && (data as { code?: unknown }).code === 'ACCOUNT_DISABLED';

/**
 * E-mail and password sign-in against the auth API; on success continues to `next`. Without
 * JavaScript the same form posts to `action` (the password never goes into a URL), and a failure
 * comes back as `error`.
 */
export function LoginForm({ t, locale, next, action, error: initialError, twoFactor }: Props) {
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  const [codeStep, setCodeStep] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const response = await apiFetch('/auth/sign-in/email', { json: { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') } });
    if (response.ok && asksForCode(response.data)) {
      setCodeStep(true);
      return;
    }
    if (response.ok) {
      window.location.assign(next);
      return;
    }
    setBusy(false);
    setError(response.status === 429 ? t.tooManyAttempts : isDisabled(response.data) ? t.disabled : t.failed);
  }

  if (codeStep) return <TwoFactorCodeForm t={twoFactor.t} locale={locale} next={next} action={twoFactor.action} loginHref={twoFactor.loginHref} error={null} />;

  return (
    <form method="post" action={action} onSubmit={submit} className="mt-8 flex flex-col gap-4 text-left" aria-describedby={error ? 'login-error' : undefined}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="next" value={next} />
      <div className="flex flex-col gap-1">
        <label htmlFor="login-email" className="font-medium">
          {t.email}
        </label>
        <input id="login-email" name="email" type="email" required autoComplete="username" className="rounded-md border border-black/25 px-3 py-2" />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="login-password" className="font-medium">
          {t.password}
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className="rounded-md border border-black/25 px-3 py-2"
        />
      </div>
      <p id="login-error" role="alert" className="min-h-6 text-sm text-red-700">
        {error}
      </p>
      <button type="submit" disabled={busy} className="rounded-full bg-primary px-6 py-3 font-medium text-white shadow disabled:opacity-60">
        {busy ? t.submitting : t.submit}
      </button>
    </form>
  );
}
