import type { Locale } from '@/shared/locales';
import { FormField, inputClass } from '../FormField';

type Props = { locale: Locale; label: string; submit: string; error?: string | null; email?: string };

/** "Send me a new link": a plain form post (no script needed); the answer never says whether the address has an account. */
export function ResendForm({ locale, label, submit, error, email }: Props) {
  return (
    <form method="post" action="/api/v1/signup/resend" noValidate className="mt-6 flex flex-col gap-4 text-left">
      <input type="hidden" name="lang" value={locale} />
      <FormField id="resend-email" label={label} error={error}>
        {(aria) => <input {...aria} name="email" type="email" required autoComplete="email" defaultValue={email ?? ''} className={inputClass} />}
      </FormField>
      <button type="submit" className="rounded-full bg-primary px-6 py-3 font-medium text-white shadow">
        {submit}
      </button>
    </form>
  );
}
