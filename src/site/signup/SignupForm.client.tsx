'use client';

import { useRef, useState } from 'react';
import { apiFetch } from '@/shared/api/request';
import type { Locale } from '@/shared/locales';
import { type SignupErrorKey, ZSignupRequest } from '@/shared/schemas/signup';
import { FormField, inputClass } from '../FormField';

/** The form's texts, resolved on the server from the `signup` catalogue. */
export type SignupTexts = {
  name: string;
  email: string;
  password: string;
  passwordHint: string;
  terms: string;
  termsTitle: string;
  termsText: string;
  submit: string;
  submitting: string;
  errors: Record<SignupErrorKey, string>;
};

type Props = {
  t: SignupTexts;
  locale: Locale;
  /** Where the form posts without JavaScript. */
  action: string;
  invitation: string | null;
  /** The invited address: prefilled and not to be changed. */
  invitedEmail: string | null;
  /** A post without JavaScript came back with these (values without the password). */
  initial: { values: { name?: string; email?: string; terms?: boolean }; fieldErrors: Record<string, string>; error: string | null };
};

const FIELDS = ['name', 'email', 'password', 'terms'] as const;

/**
 * Name, e-mail, password and the terms. With JavaScript it checks with the shared schema before
 * sending and posts JSON; without, the same form posts urlencoded to `action` and comes back with
 * the messages at the fields. Either way a success continues to the "check your mail" page.
 */
export function SignupForm({ t, locale, action, invitation, invitedEmail, initial }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>(initial.fieldErrors);
  const [formError, setFormError] = useState<string | null>(initial.error);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  function show(fieldErrors: Record<string, string>, error: string | null) {
    setErrors(fieldErrors);
    setFormError(error);
    const first = FIELDS.find((field) => fieldErrors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      terms: data.get('terms') === 'on',
      lang: locale,
      ...(invitation ? { invitation } : {}),
    };
    const parsed = ZSignupRequest.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= t.errors[issue.message as SignupErrorKey] ?? t.errors.failed;
      show(fieldErrors, null);
      return;
    }
    setBusy(true);
    const answer = await apiFetch('/signup', { json: parsed.data, pageLocale: locale });
    if (answer.ok) {
      window.location.assign(`/${locale}/signup?sent=1`);
      return;
    }
    setBusy(false);
    const fieldErrors = (answer.data as { fieldErrors?: Record<string, string> } | null)?.fieldErrors ?? {};
    show(fieldErrors, Object.keys(fieldErrors).length ? null : (answer.error ?? t.errors.failed));
  }

  return (
    <form
      ref={form}
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      className="mt-8 flex flex-col gap-5 text-left"
      aria-describedby={formError ? 'signup-error' : undefined}
    >
      <input type="hidden" name="lang" value={locale} />
      {invitation ? <input type="hidden" name="invitation" value={invitation} /> : null}
      <FormField id="signup-name" label={t.name} error={errors.name}>
        {(aria) => (
          <input
            {...aria}
            name="name"
            type="text"
            required
            autoComplete="name"
            maxLength={120}
            defaultValue={initial.values.name ?? ''}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id="signup-email" label={t.email} error={errors.email}>
        {(aria) => (
          <input
            {...aria}
            name="email"
            type="email"
            required
            autoComplete="email"
            readOnly={invitedEmail !== null}
            defaultValue={invitedEmail ?? initial.values.email ?? ''}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id="signup-password" label={t.password} error={errors.password} hint={t.passwordHint}>
        {(aria) => <input {...aria} name="password" type="password" required autoComplete="new-password" minLength={10} className={inputClass} />}
      </FormField>
      <details className="rounded-md bg-neutral-50 p-3 text-sm">
        <summary className="cursor-pointer font-medium">{t.termsTitle}</summary>
        <p className="mt-2 text-neutral-700">{t.termsText}</p>
      </details>
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2">
          <input
            name="terms"
            type="checkbox"
            required
            defaultChecked={initial.values.terms === true}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'signup-terms-error' : undefined}
            className="mt-1 size-4"
          />
          <span>{t.terms}</span>
        </label>
        {errors.terms ? (
          <p id="signup-terms-error" role="alert" className="text-sm text-red-700">
            {errors.terms}
          </p>
        ) : null}
      </div>
      <p id="signup-error" role="alert" className="min-h-6 text-sm text-red-700">
        {formError}
      </p>
      <button type="submit" disabled={busy} className="rounded-full bg-primary px-6 py-3 font-medium text-white shadow disabled:opacity-60">
        {busy ? t.submitting : t.submit}
      </button>
    </form>
  );
}
