'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Locale } from '../../shared/locales';
import {
  PRICE_PER_ASPECT_PERSON,
  PRICE_PER_PERSON,
  type SponsorFormInput,
  type SponsorFormValues,
  type SponsorOption,
  sponsorTotal,
  ZSponsorFormValues,
} from '../../shared/schemas/forms/sponsor-form';
import { errorText, Field, Honeypot, INPUT_CLASS, PostFields, SubmitArea } from '../_shared/forms/controls';
import { type FormReturn, formAnchor, NO_JS_FORM_ACTIONS, returnedValues } from '../../shared/schemas/forms/form-return';
import { type FormsMessages, useFormsT } from '../_shared/forms/forms-text';
import { useFormSubmission } from '../_shared/forms/use-form-submission';
import { useServerFieldErrors } from '../_shared/forms/use-server-field-errors';
import { SPONSOR_FORM_DEFAULTS } from './sponsor-form-fields';
import { PersonsField, SponsorOptions } from './sponsor-form-groups';

export type SponsorFormProps = {
  groupId: string;
  locale: Locale;
  /** Options the editor flagged as fully booked. */
  booked: readonly SponsorOption[];
  bookingClosed: boolean;
  /** The `forms` catalogue in the page language (`messagesFor(locale, 'forms')`). */
  messages: FormsMessages;
  /** Edit mode: the form is shown with its submit disabled. */
  preview: boolean;
  /** What this form's post without JavaScript returned to the page: sent, or values and errors. */
  returned?: FormReturn | null;
};

/** Spec §4.1: sent and error both return to idle after 2 s. */
export const SPONSOR_RESET_MS = 2000;

type SponsorField = keyof SponsorFormInput;
const FIELD_NAMES = new Set<string>(Object.keys(ZSponsorFormValues.shape));
const isSponsorField = (name: string): name is SponsorField => FIELD_NAMES.has(name);

/**
 * The sponsor booking form (spec §3.4, §5.1, §9.1) with the live total of the chosen options and
 * persons. After a successful send the form is emptied; the button shows "sent" for 2 s.
 */
export function SponsorForm({ groupId, locale, booked, bookingClosed, messages, preview, returned = null }: SponsorFormProps): ReactNode {
  const t = useFormsT(locale, messages);
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const bookedSet = useMemo(() => new Set(booked), [booked]);
  const initialValues = useMemo(() => returnedValues(SPONSOR_FORM_DEFAULTS, returned?.sent ? undefined : returned?.values), [returned]);
  const { register, handleSubmit, formState, reset, setError, control } = useForm<SponsorFormInput, unknown, SponsorFormValues>({
    resolver: zodResolver(ZSponsorFormValues),
    defaultValues: initialValues,
  });
  // A post without JavaScript came back with messages: shown until the first send from here.
  const back = formState.submitCount === 0 ? returned : null;
  const error = (name: SponsorField) => errorText(t, formState.errors[name]) ?? back?.fieldErrors[name] ?? null;
  const values = useWatch({ control });
  const count = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const persons = count(values.numberOfPersons);
  const aspectPersons = count(values.aspectNumberOfPersons);
  const total = sponsorTotal({
    hauptsponsor: values.hauptsponsor ?? false,
    standprasenz6m: values.standprasenz6m ?? false,
    standprasenz9m: values.standprasenz9m ?? false,
    stehlunch: values.stehlunch ?? false,
    stehlunch2: values.stehlunch2 ?? false,
    nachmittagpause: values.nachmittagpause ?? false,
    vormittagspause: values.vormittagspause ?? false,
    numberOfPersons: persons,
    aspectNumberOfPersons: aspectPersons,
  });

  const onSent = useCallback(() => reset(), [reset]);
  const onFieldErrors = useServerFieldErrors(setError, isSponsorField);
  const submission = useFormSubmission<SponsorFormValues>({
    path: '/aspectSponsorForm',
    locale,
    groupId,
    failedText: t('messages.submitFailed'),
    errorResetMs: SPONSOR_RESET_MS,
    sentResetMs: SPONSOR_RESET_MS,
    initialState: returned?.sent ? 'sent' : 'idle',
    onSent,
    onFieldErrors,
  });

  const contactField = (name: 'company' | 'contactName' | 'phone' | 'email', type: string, autoComplete: string) => (
    <Field id={id(name)} label={t(`sponsor.${name}`)} error={error(name)} required>
      {(a11y) => <input {...a11y} {...register(name)} defaultValue={initialValues[name]} type={type} autoComplete={autoComplete} className={INPUT_CLASS} />}
    </Field>
  );

  return (
    <form
      id={formAnchor(groupId)}
      // Without JavaScript the browser posts the form itself; with it, the submit is handled here.
      method="post"
      action={preview ? undefined : NO_JS_FORM_ACTIONS.aspectSponsorForm}
      noValidate
      onSubmit={preview ? (event) => event.preventDefault() : handleSubmit(submission.submit)}
      className="relative flex flex-col gap-8"
    >
      <PostFields locale={locale} groupId={groupId} />
      <p className="text-sm opacity-75">{t('requiredNote')}</p>
      <SponsorOptions id={id} t={t} booked={bookedSet} register={register} chosen={initialValues} />
      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-4 font-heading text-xl font-bold">{t('sponsor.personsLegend')}</legend>
        <PersonsField
          id={id}
          countName="numberOfPersons"
          namesName="personsNames"
          count={persons}
          price={PRICE_PER_PERSON}
          t={t}
          initial={initialValues}
          countError={error('numberOfPersons')}
          namesError={error('personsNames')}
          register={register}
        />
        <PersonsField
          id={id}
          countName="aspectNumberOfPersons"
          namesName="aspectPersonsNames"
          count={aspectPersons}
          price={PRICE_PER_ASPECT_PERSON}
          t={t}
          initial={initialValues}
          countError={error('aspectNumberOfPersons')}
          namesError={error('aspectPersonsNames')}
          register={register}
        />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-heading text-xl font-bold">{t('sponsor.contactLegend')}</legend>
        {contactField('company', 'text', 'organization')}
        {contactField('contactName', 'text', 'name')}
        {contactField('phone', 'tel', 'tel')}
        {contactField('email', 'email', 'email')}
      </fieldset>
      <p className="flex items-baseline justify-between gap-4 border-t border-text/20 pt-4 font-heading text-2xl font-bold">
        <span id={id('total')}>{t('sponsor.total')}</span>
        <output aria-live="polite" aria-labelledby={id('total')} data-total={total} className="tabular-nums">
          {t('sponsor.price', { amount: total })}
        </output>
      </p>
      <Honeypot id={id('website')} label={t('honeypot')}>
        {(props) => <input {...props} {...register('website')} type="text" tabIndex={-1} autoComplete="off" />}
      </Honeypot>
      <SubmitArea
        state={submission.state}
        labels={{ idle: t('sponsor.submit'), loading: t('buttons.loading'), sent: t('buttons.sent'), error: t('buttons.error') }}
        // A filled honeypot is the one schema error without a visible field: say it here.
        error={submission.error ?? back?.error ?? error('website')}
        sentNotice={t('sponsor.sentNotice')}
        closedLabel={bookingClosed ? t('sponsor.bookingClosed') : null}
        previewHint={preview ? t('editHint') : null}
      />
    </form>
  );
}
