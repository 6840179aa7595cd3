'use client';

import { useState } from 'react';
import { apiFetch } from '@/shared/api/request';
import type { Locale } from '@/shared/locales';

/** The sign-in form's texts, resolved on the server (the `public` catalogue's `signIn`). */
export type SignInTexts = { email: string; password: string; submit: string; submitting: string; failed: string; tooManyAttempts: string };

type Props = { t: SignInTexts; locale: Locale; next: string; action: string; error: string | null };

/**
 * E-mail and password sign-in against the auth API; on success continues to `next`. Without
 * JavaScript the same form posts to `action` (the password never goes into a URL), and a failure
 * comes back as `error`.
 */
export function LoginForm({ t, locale, next, action, error: initialError }: Props) {
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const response = await apiFetch('/auth/sign-in/email', { json: { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') } });
    if (response.ok) {
      window.location.assign(next);
      return;
    }
    setBusy(false);
    setError(response.status === 429 ? t.tooManyAttempts : t.failed);
  }

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
        <input id="login-password" name="password" type="password" required autoComplete="current-password" className="rounded-md border border-black/25 px-3 py-2" />
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
