'use client';

import { useMemo, useRef, useState } from 'react';
import type onboardingSource from '@/shared/i18n/messages/de/editorOnboarding.json';
import { LANGUAGE_NAMES } from '@/shared/i18n/language-names';
import { createT } from '@/shared/i18n/translator';
import { LOCALES, type Locale } from '@/shared/locales';
import { suggestSiteSlug } from '@/shared/onboarding/site-slug';
import { apiFetch } from '@/shared/api/request';
import { type OnboardingErrorKey, SITE_STARTS, WIZARD_BUSINESS_KINDS, ZNewSiteAnswer, ZNewSiteRequest } from '@/shared/schemas/onboarding';
import { FormField, inputClass } from '../FormField';
import { useSlugCheck } from './use-slug-check';

export type OnboardingMessages = typeof onboardingSource;

export type NewSiteValues = { businessName: string; slug: string; locales: Locale[]; defaultLocale: Locale; businessKind: string; start: string };

type Props = {
  messages: OnboardingMessages;
  /** The wizard's (editor) language: its texts, and the language API errors come back in. */
  language: 'de' | 'fr' | 'it' | 'en';
  /** The page's language (`lang` of the request). */
  locale: Locale;
  platform: string;
  action: string;
  initial: { values: NewSiteValues; fieldErrors: Record<string, string>; error: string | null };
};

const ORDER = ['businessName', 'slug', 'locales', 'defaultLocale', 'businessKind', 'start'] as const;
const legendClass = 'font-medium';

/**
 * "Neue Website": business name, address (suggested from the name until edited, checked live),
 * languages with a default among them, business kind and starting point. With JavaScript it
 * checks with the shared schema and posts JSON, then continues to the new site's hand-off;
 * without, the same form posts urlencoded to `action` (an empty address is derived there).
 */
export function NewSiteForm({ messages, language, locale, platform, action, initial }: Props) {
  const t = useMemo(() => createT({ locale: language, namespace: 'editorOnboarding', messages: { editorOnboarding: messages } }), [language, messages]);
  const [name, setName] = useState(initial.values.businessName);
  const [slug, setSlug] = useState(initial.values.slug);
  const [slugEdited, setSlugEdited] = useState(initial.values.slug !== '');
  const [errors, setErrors] = useState(initial.fieldErrors);
  const [formError, setFormError] = useState(initial.error);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const shownSlug = slugEdited ? slug : suggestSiteSlug(name);
  const check = useSlugCheck(shownSlug, language);
  const liveProblem = check.result && check.result.slug === shownSlug ? check.result.problem : null;
  const slugError = errors.slug ?? (liveProblem ? t(`errors.${liveProblem}`) : null);

  function show(fieldErrors: Record<string, string>, error: string | null) {
    setErrors(fieldErrors);
    setFormError(error);
    const first = ORDER.find((field) => fieldErrors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      businessName: String(data.get('businessName') ?? ''),
      slug: String(data.get('slug') ?? '') || suggestSiteSlug(String(data.get('businessName') ?? '')),
      locales: data.getAll('locales').map(String),
      defaultLocale: String(data.get('defaultLocale') ?? ''),
      businessKind: String(data.get('businessKind') ?? ''),
      start: String(data.get('start') ?? ''),
      lang: locale,
    };
    const parsed = ZNewSiteRequest.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        fieldErrors[String(issue.path[0])] ??= t(`errors.${(issue.message in messages.errors ? issue.message : 'failed') as OnboardingErrorKey}`);
      show(fieldErrors, null);
      return;
    }
    setBusy(true);
    const answer = await apiFetch('/onboarding/site', { json: parsed.data, language, schema: ZNewSiteAnswer });
    if (answer.ok) {
      window.location.assign(answer.data.next);
      return;
    }
    setBusy(false);
    const fieldErrors = (answer.data as { fieldErrors?: Record<string, string> } | null)?.fieldErrors ?? {};
    show(fieldErrors, Object.keys(fieldErrors).length ? null : (answer.error ?? t('errors.failed')));
  }

  const radios = (field: 'businessKind' | 'start', options: readonly string[], label: (option: string) => string, hint?: (option: string) => string) => (
    <fieldset className="flex flex-col gap-2" aria-describedby={errors[field] ? `wizard-${field}-error` : undefined}>
      <legend className={legendClass}>{t(field)}</legend>
      {options.map((option) => (
        <label key={option} className="flex items-start gap-2">
          <input type="radio" name={field} value={option} defaultChecked={initial.values[field] === option} className="mt-1 size-4" />
          <span>
            {label(option)}
            {hint ? <span className="block text-sm text-neutral-600">{hint(option)}</span> : null}
          </span>
        </label>
      ))}
      {errors[field] ? (
        <p id={`wizard-${field}-error`} role="alert" className="text-sm text-red-700">
          {errors[field]}
        </p>
      ) : null}
    </fieldset>
  );

  return (
    <form
      ref={form}
      method="post"
      action={action}
      onSubmit={submit}
      noValidate
      className="mt-8 flex flex-col gap-6 text-left"
      aria-describedby={formError ? 'wizard-error' : undefined}
    >
      <input type="hidden" name="lang" value={locale} />
      <FormField id="wizard-businessName" label={t('businessName')} error={errors.businessName} hint={t('businessNameHint')}>
        {(aria) => (
          <input
            {...aria}
            name="businessName"
            type="text"
            required
            maxLength={120}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id="wizard-slug" label={t('slug')} error={slugError} hint={t('slugHint')}>
        {(aria) => (
          <div className="flex items-center gap-1">
            <input
              {...aria}
              name="slug"
              type="text"
              maxLength={40}
              autoCapitalize="none"
              spellCheck={false}
              value={shownSlug}
              onChange={(event) => {
                setSlugEdited(true);
                setSlug(event.target.value.toLowerCase());
                setErrors(({ slug: _, ...rest }) => rest);
              }}
              className={`${inputClass} min-w-0 flex-1`}
            />
            <span className="text-neutral-600">.{platform}</span>
          </div>
        )}
      </FormField>
      <p aria-live="polite" className="-mt-4 min-h-5 text-sm text-neutral-600" data-slug-status>
        {check.checking ? t('slugChecking') : check.result?.available && check.result.slug === shownSlug ? t('slugAvailable', { host: check.result.host }) : ''}
      </p>
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.locales ? 'wizard-locales-error' : 'wizard-locales-hint'}>
        <legend className={legendClass}>{t('languages')}</legend>
        <p id="wizard-locales-hint" className="text-sm text-neutral-600">
          {t('languagesHint')}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {LOCALES.map((code) => (
            <label key={code} className="flex items-center gap-2">
              <input type="checkbox" name="locales" value={code} defaultChecked={initial.values.locales.includes(code)} className="size-4" />
              <span lang={code}>{LANGUAGE_NAMES[code]}</span>
            </label>
          ))}
        </div>
        {errors.locales ? (
          <p id="wizard-locales-error" role="alert" className="text-sm text-red-700">
            {errors.locales}
          </p>
        ) : null}
      </fieldset>
      <FormField id="wizard-defaultLocale" label={t('defaultLanguage')} error={errors.defaultLocale}>
        {(aria) => (
          <select {...aria} name="defaultLocale" defaultValue={initial.values.defaultLocale} className={inputClass}>
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {radios('businessKind', WIZARD_BUSINESS_KINDS, (kind) => t(`kinds.${kind as (typeof WIZARD_BUSINESS_KINDS)[number]}`))}
      {radios(
        'start',
        SITE_STARTS,
        (start) => t(`starts.${start as (typeof SITE_STARTS)[number]}`),
        (start) => t(`starts.${start === 'empty' ? 'emptyHint' : 'opticianHint'}`),
      )}
      <p id="wizard-error" role="alert" className="min-h-6 text-sm text-red-700">
        {formError}
      </p>
      <button type="submit" disabled={busy} className="rounded-full bg-primary px-6 py-3 font-medium text-white shadow disabled:opacity-60">
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
