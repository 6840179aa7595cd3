import type { ReactNode } from 'react';
import { LANGUAGE_NAMES } from '@/shared/i18n/language-names';
import { LOCALES } from '@/shared/locales';
import { WIZARD_BUSINESS_KINDS } from '@/shared/schemas/onboarding';
import { BUTTON, INPUT } from '../account/account-ui';
import type { ConsoleFormReturn } from './console-form-return';
import type { ConsoleT } from './console-texts';
import { ConsoleFormFields } from './SiteActions';

/** Where the form posts: `POST /api/v1/platform/sites/new` (urlencoded, answered 303). */
export const CREATE_SITE_ACTION = '/api/v1/platform/sites/new';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A labelled field with its message (the input is invalid and described by it when there is one). */
function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-64 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, hint = false) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/**
 * The console's "new website": the wizard's questions and the owner's e-mail, a plain form (no
 * JavaScript needed). A refused post comes back here with what was typed and why.
 */
export function CreateSiteForm({
  t,
  locale,
  q,
  platformDomain,
  returned,
}: {
  t: ConsoleT;
  locale: string;
  q: string;
  platformDomain: string | null;
  returned: ConsoleFormReturn | null;
}) {
  const values = returned?.values ?? {};
  const errors = returned?.fieldErrors ?? {};
  const chosen = Array.isArray(values.locales) ? values.locales.filter((entry): entry is string => typeof entry === 'string') : [locale];
  const defaultLocale = text(values.defaultLocale) || locale;
  const kind = text(values.businessKind) || 'optician';
  return (
    <section id="create-site" aria-labelledby="create-site-title" className="scroll-mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h2 id="create-site-title" className="text-lg font-semibold">
        {t('create.title')}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{t('create.intro')}</p>
      {returned?.error ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {returned.error}
        </p>
      ) : null}
      <form method="post" action={CREATE_SITE_ACTION} className="mt-4 flex flex-col gap-4" data-form="create-site">
        <ConsoleFormFields locale={locale} q={q} />
        <div className="flex flex-wrap gap-4">
          <Field id="create-name" label={t('create.name')} error={errors.name}>
            <input
              id="create-name"
              name="name"
              required
              maxLength={120}
              defaultValue={text(values.name)}
              className={INPUT}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('create-name', errors.name)}
            />
          </Field>
          <Field
            id="create-address"
            label={t('create.address')}
            hint={platformDomain ? t('create.addressHint', { platform: platformDomain }) : t('create.addressHintNoPlatform')}
            error={errors.address}
          >
            <input
              id="create-address"
              name="address"
              required
              maxLength={253}
              defaultValue={text(values.address)}
              className={INPUT}
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={errors.address ? true : undefined}
              aria-describedby={describedBy('create-address', errors.address, true)}
            />
          </Field>
          <Field id="create-owner" label={t('create.ownerEmail')} error={errors.ownerEmail}>
            <input
              id="create-owner"
              name="ownerEmail"
              type="email"
              required
              maxLength={254}
              defaultValue={text(values.ownerEmail)}
              className={INPUT}
              autoComplete="off"
              aria-invalid={errors.ownerEmail ? true : undefined}
              aria-describedby={describedBy('create-owner', errors.ownerEmail)}
            />
          </Field>
        </div>
        <div className="flex flex-wrap gap-4">
          <Field id="create-kind" label={t('create.kind')} error={errors.businessKind}>
            <select
              id="create-kind"
              name="businessKind"
              defaultValue={kind}
              className={INPUT}
              aria-invalid={errors.businessKind ? true : undefined}
              aria-describedby={describedBy('create-kind', errors.businessKind)}
            >
              {WIZARD_BUSINESS_KINDS.map((entry) => (
                <option key={entry} value={entry}>
                  {t(`create.kinds.${entry}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="create-default" label={t('create.defaultLanguage')} error={errors.defaultLocale}>
            <select
              id="create-default"
              name="defaultLocale"
              defaultValue={defaultLocale}
              className={INPUT}
              aria-invalid={errors.defaultLocale ? true : undefined}
              aria-describedby={describedBy('create-default', errors.defaultLocale)}
            >
              {LOCALES.map((entry) => (
                <option key={entry} value={entry} lang={entry}>
                  {LANGUAGE_NAMES[entry]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.locales ? 'create-locales-error' : undefined}>
          <legend className="text-sm font-medium">{t('create.languages')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {LOCALES.map((entry) => (
              <label key={entry} className="flex items-center gap-1.5 text-sm">
                <input type="checkbox" name="locales" value={entry} defaultChecked={chosen.includes(entry)} />
                <span lang={entry}>{LANGUAGE_NAMES[entry]}</span>
              </label>
            ))}
          </div>
          {errors.locales ? (
            <p id="create-locales-error" className="text-sm text-red-800">
              {errors.locales}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className={BUTTON}>
          {t('create.submit')}
        </button>
      </form>
    </section>
  );
}
