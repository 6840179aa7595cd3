import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales';
import { ZContactFormValues } from '../../../shared/schemas/forms/contact-form';
import { SPONSOR_OPTIONS } from '../../../shared/schemas/forms/sponsor-form';
import { formMessage } from './form-message';

/** A urlencoded body as Hono's form validator reads it: repeated names become lists. */
export type PostedForm = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((entry): entry is string => typeof entry === 'string');
/** A number input's text: empty is 0 (the field's default), anything else as typed (NaN fails the schema). */
const count = (value: unknown): number => {
  const raw = text(value)?.trim() ?? '';
  return raw === '' ? 0 : Number(raw);
};

/** The fields every public form post carries besides the visitor's values. */
function envelope(form: PostedForm) {
  // A browser without JavaScript cannot make a submission key: every such post is its own submission.
  return { lang: text(form.lang), groupId: text(form.groupId), submissionKey: randomUUID() };
}

/**
 * The contact form's post as the JSON body the island sends. Text fields arrive as typed; an
 * unchosen radio arrives not at all (the schema names it); themes are a list of checkbox values.
 */
export function contactRequestOf(form: PostedForm): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(ZContactFormValues.shape)) {
    if (name === 'themes') values.themes = texts(form.themes);
    else if (form[name] !== undefined) values[name] = text(form[name]) ?? '';
  }
  return { ...values, ...envelope(form) };
}

const SPONSOR_TEXTS = ['personsNames', 'aspectPersonsNames', 'company', 'contactName', 'phone', 'email', 'website'] as const;

/** The sponsor form's post: a checked option arrives (as `true` or `on`), an unchecked one not at all. */
export function sponsorRequestOf(form: PostedForm): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const option of SPONSOR_OPTIONS) values[option] = form[option] !== undefined;
  values.numberOfPersons = count(form.numberOfPersons);
  values.aspectNumberOfPersons = count(form.aspectNumberOfPersons);
  for (const name of SPONSOR_TEXTS) values[name] = text(form[name]) ?? '';
  return { ...values, ...envelope(form) };
}

/** One localized message per field (the first rule it breaks), as the JSON path answers them. */
export function issueMessages(locale: Locale, issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === undefined) continue;
    fieldErrors[String(field)] ??= formMessage(locale, issue.message);
  }
  return fieldErrors;
}

/** What the page shows again after an invalid post: the visitor's values without the internals. */
export function typedValues(request: Record<string, unknown>): Record<string, unknown> {
  const { lang: _lang, groupId: _groupId, submissionKey: _key, website: _honeypot, ...values } = request;
  return values;
}
