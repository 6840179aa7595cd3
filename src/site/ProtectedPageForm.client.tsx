'use client';

import { useState } from 'react';
import { apiFetch } from '@/shared/api/request';

/** The unlock form's texts, resolved on the server (the `public` catalogue's `unlock`). */
export type UnlockTexts = { password: string; submit: string; wrongPassword: string; tooManyAttempts: string };

/**
 * Asks for a protected page's password; the server sets a cookie for that page and we reload.
 * Without JavaScript the form posts to `/page/unlock/form`, which answers with a 303 back to the
 * page (unlocked, or with the failure the server renders here as `failure`).
 */
export function ProtectedPageForm({
  pageId,
  locale,
  t,
  failure = null,
}: {
  pageId: string;
  locale: string;
  t: UnlockTexts;
  failure?: 'wrongPassword' | 'tooManyAttempts' | null;
}) {
  const [error, setError] = useState<string | null>(failure ? t[failure] : null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const response = await apiFetch('/page/unlock', { json: { id: pageId, password } });
    setBusy(false);
    if (response.ok) {
      window.location.reload();
      return;
    }
    setError(response.status === 429 ? t.tooManyAttempts : t.wrongPassword);
  }

  return (
    <form method="post" action="/api/v1/page/unlock/form" onSubmit={submit} className="mx-auto mt-8 flex max-w-sm flex-col gap-3 text-left" noValidate>
      <input type="hidden" name="id" value={pageId} />
      <input type="hidden" name="lang" value={locale} />
      <label htmlFor="page-password" className="font-medium">
        {t.password}
      </label>
      <input
        id="page-password"
        name="password"
        type="password"
        required
        autoComplete="current-password"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'page-password-error' : undefined}
        className="rounded-md border border-black/20 px-3 py-2"
      />
      <p id="page-password-error" role="alert" className="min-h-6 text-sm text-red-700">
        {error}
      </p>
      <button type="submit" disabled={busy} className="rounded-full bg-primary px-6 py-3 font-medium text-white disabled:opacity-60">
        {t.submit}
      </button>
    </form>
  );
}
