'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { Locale } from '../../shared/locales';
import { type ContactFormInput, type ContactFormValues, type ContactTheme, ZContactFormValues } from '../../shared/schemas/forms/contact-form';
import { errorText, Field, Honeypot, INPUT_CLASS, PostFields, SubmitArea } from '../_shared/forms/controls';
import { type FormReturn, formAnchor, NO_JS_FORM_ACTIONS, returnedValues } from '../../shared/schemas/forms/form-return';
import { type FormsMessages, type FormsT, useFormsT } from '../_shared/forms/forms-text';
import { useFormSubmission } from '../_shared/forms/use-form-submission';
import { useServerFieldErrors } from '../_shared/forms/use-server-field-errors';
import { AnswerGroup, ThemeGroup } from './contact-form-groups';
import { CONTACT_FORM_DEFAULTS, contactFormClientSchema, localIsoDate, TIME_SLOTS } from './contact-form-fields';

export type ContactFormProps = {
  groupId: string;
  locale: Locale;
  /** The themes the section offers (its options), in catalogue order. */
  themes: readonly ContactTheme[];
  /** The `forms` catalogue in the page language (`messagesFor(locale, 'forms')`). */
  messages: FormsMessages;
  /** Edit mode: the form is shown with its submit disabled. */
  preview: boolean;
  /** What this form's post without JavaScript returned to the page: sent, or values and errors. */
  returned?: FormReturn | null;
};

/** Spec §4.1: a failed send shows the error label for 3 s. */
export const CONTACT_ERROR_RESET_MS = 3000;

type ContactField = keyof ContactFormInput;
const FIELD_NAMES = new Set<string>(Object.keys(ZContactFormValues.shape));
const isContactField = (name: string): name is ContactField => FIELD_NAMES.has(name);

/** The message of a field, whether the schema flagged the whole value or (for themes) one entry. */
function messageOf(errors: FieldErrors<ContactFormInput>, name: ContactField, t: FormsT): string | null {
  const error = errors[name];
  if (!error) return null;
  if (Array.isArray(error))
    return errorText(
      t,
      error.find((entry) => entry?.message),
    );
  return errorText(t, error);
}

/**
 * The contact and appointment request form (spec §3.5, §5.2). Validated in the browser with the
 * shared schema, then sent once per fill-in; after a successful send the form is emptied and stays
 * in the sent state with its button disabled (spec §4.1).
 */
export function ContactForm({ groupId, locale, themes, messages, preview, returned = null }: ContactFormProps): ReactNode {
  const t = useFormsT(locale, messages);
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const schema = useMemo(() => contactFormClientSchema(), []);
  const initialValues = useMemo(() => returnedValues(CONTACT_FORM_DEFAULTS, returned?.sent ? undefined : returned?.values), [returned]);
  const { register, handleSubmit, formState, reset, setError, control } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
  });
  // A post without JavaScript came back with messages: shown until the first send from here.
  const back = formState.submitCount === 0 ? returned : null;
  const error = (name: ContactField) => messageOf(formState.errors, name, t) ?? back?.fieldErrors[name] ?? null;
  // The server's markup carries the values too (react-hook-form sets them only in the browser).
  const field = <
    N extends
      | 'vorname'
      | 'nachname'
      | 'dateOfBirth'
      | 'strasse'
      | 'plz'
      | 'ort'
      | 'email'
      | 'telefon'
      | 'bevorzugterTermin'
      | 'bevorzugteUhrzeit'
      | 'fragenAnmerkungen',
  >(
    name: N,
  ) => ({
    ...register(name),
    defaultValue: initialValues[name],
  });
  // Set after mounting so server and browser render the same markup whatever the time zones.
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(localIsoDate(new Date())), []);

  const onSent = useCallback(() => reset(), [reset]);
  const onFieldErrors = useServerFieldErrors(setError, isContactField);
  const submission = useFormSubmission<ContactFormValues>({
    path: '/contact',
    locale,
    groupId,
    failedText: t('messages.submitFailed'),
    errorResetMs: CONTACT_ERROR_RESET_MS,
    sentResetMs: null,
    initialState: returned?.sent ? 'sent' : 'idle',
    onSent,
    onFieldErrors,
  });

  const text = (name: 'vorname' | 'nachname' | 'strasse' | 'plz' | 'ort', autoComplete: string, required: boolean, className?: string) => (
    <Field id={id(name)} label={t(`contact.${name}`)} error={error(name)} required={required} optionalLabel={t('optional')} className={className}>
      {(a11y) => <input {...a11y} {...field(name)} type="text" autoComplete={autoComplete} className={INPUT_CLASS} />}
    </Field>
  );

  return (
    <form
      id={formAnchor(groupId)}
      // Without JavaScript the browser posts the form itself; with it, the submit is handled here.
      method="post"
      action={preview ? undefined : NO_JS_FORM_ACTIONS.contactForm}
      noValidate
      onSubmit={preview ? (event) => event.preventDefault() : handleSubmit(submission.submit)}
      className="relative flex flex-col gap-8"
    >
      <PostFields locale={locale} groupId={groupId} />
      <p className="text-sm opacity-75">{t('requiredNote')}</p>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-heading text-xl font-bold">{t('contact.personalLegend')}</legend>
        <AnswerGroup
          id={id('anrede')}
          legend={t('contact.anrede')}
          error={error('anrede')}
          choices={[
            ['frau', t('contact.salutations.frau')],
            ['herr', t('contact.salutations.herr')],
            ['divers', t('contact.salutations.divers')],
          ]}
          registration={register('anrede')}
          chosen={initialValues.anrede}
          className="sm:col-span-2"
        />
        {text('vorname', 'given-name', true)}
        {text('nachname', 'family-name', true)}
        <Field id={id('dateOfBirth')} label={t('contact.dateOfBirth')} error={error('dateOfBirth')} optionalLabel={t('optional')}>
          {(a11y) => <input {...a11y} {...field('dateOfBirth')} type="date" autoComplete="bday" max={today} className={INPUT_CLASS} />}
        </Field>
        {text('strasse', 'address-line1', false)}
        {text('plz', 'postal-code', true)}
        {text('ort', 'address-level2', false)}
        <Field id={id('email')} label={t('contact.email')} error={error('email')} required>
          {(a11y) => <input {...a11y} {...field('email')} type="email" autoComplete="email" className={INPUT_CLASS} />}
        </Field>
        <Field id={id('telefon')} label={t('contact.telefon')} error={error('telefon')} required>
          {(a11y) => <input {...a11y} {...field('telefon')} type="tel" autoComplete="tel" className={INPUT_CLASS} />}
        </Field>
        <AnswerGroup
          id={id('existingCustomer')}
          legend={t('contact.existingCustomer')}
          error={error('existingCustomer')}
          choices={[
            ['ja', t('contact.answers.ja')],
            ['nein', t('contact.answers.nein')],
          ]}
          registration={register('existingCustomer')}
          chosen={initialValues.existingCustomer}
          className="sm:col-span-2"
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-heading text-xl font-bold">{t('contact.appointmentLegend')}</legend>
        <ThemeGroup
          id={id('themes')}
          legend={t('contact.themes')}
          themes={themes}
          themeLabel={(theme) => t(`contact.themeLabels.${theme}`)}
          error={error('themes')}
          control={control}
        />
        <Field id={id('bevorzugterTermin')} label={t('contact.bevorzugterTermin')} error={error('bevorzugterTermin')} required>
          {(a11y) => <input {...a11y} {...field('bevorzugterTermin')} type="date" min={today} className={INPUT_CLASS} />}
        </Field>
        <Field id={id('bevorzugteUhrzeit')} label={t('contact.bevorzugteUhrzeit')} error={error('bevorzugteUhrzeit')} required>
          {(a11y) => (
            <select {...a11y} {...field('bevorzugteUhrzeit')} className={INPUT_CLASS}>
              <option value="">{t('contact.chooseTime')}</option>
              {TIME_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={id('fragenAnmerkungen')}
          label={t('contact.fragenAnmerkungen')}
          error={error('fragenAnmerkungen')}
          optionalLabel={t('optional')}
          className="sm:col-span-2"
        >
          {(a11y) => <textarea {...a11y} {...field('fragenAnmerkungen')} rows={5} className={INPUT_CLASS} />}
        </Field>
      </fieldset>

      <Honeypot id={id('website')} label={t('honeypot')}>
        {(props) => <input {...props} {...register('website')} type="text" tabIndex={-1} autoComplete="off" />}
      </Honeypot>
      <SubmitArea
        state={submission.state}
        labels={{ idle: t('contact.submit'), loading: t('buttons.loading'), sent: t('buttons.sent'), error: t('buttons.error') }}
        // A filled honeypot is the one schema error without a visible field: say it here.
        error={submission.error ?? back?.error ?? error('website')}
        sentNotice={t('contact.sentNotice')}
        previewHint={preview ? t('editHint') : null}
      />
    </form>
  );
}
