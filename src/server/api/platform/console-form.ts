import type { z } from 'zod';
import { type ConsoleForm, type ConsoleNotice, ZConsoleForm } from '../../../shared/schemas/platform';
import { AppError, type ApiMessageKey } from '../../platform/app-error';
import { fieldsOf, postedFields, seeOther } from '../account-form';

/** The console forms' body as OpenAPI declares it (urlencoded fields, as the account forms). */
export const consoleFormBody = postedFields;
/** A console form is a few hundred bytes. */
export const CONSOLE_FORM_BYTES = 16 * 1024;

export type ConsoleSection = 'sites' | 'users';

/**
 * The console's page again, with what the form did (a notice, or the key of the refusal's sentence
 * in the `api` catalogue) and the search it was posted from (`q` for sites, `uq` for accounts).
 */
export function consolePage(form: ConsoleForm, answer: { notice: ConsoleNotice } | { error: ApiMessageKey }, section: ConsoleSection = 'sites'): string {
  const search = form.q ? { [section === 'users' ? 'uq' : 'q']: form.q } : {};
  const query = new URLSearchParams({ ...search, ...answer });
  return `/${form.locale}/platform?${query.toString()}#${section}`;
}

/**
 * A console form's step, answered 303 back to the console: its notice, or — for a refusal of the
 * service (an AppError) — the refusal's sentence, shown there.
 */
export async function answerConsoleForm(form: ConsoleForm, section: ConsoleSection, notice: ConsoleNotice, step: () => Promise<unknown>): Promise<Response> {
  try {
    await step();
  } catch (error) {
    if (error instanceof AppError && error.key) return seeOther(consolePage(form, { error: error.key }, section));
    throw error;
  }
  return seeOther(consolePage(form, { notice }, section));
}

/** The posted language and search (anything unreadable falls back to German and no search). */
export function consoleFormOf(posted: z.infer<(typeof postedFields.content)['application/x-www-form-urlencoded']['schema']>): ConsoleForm {
  return ZConsoleForm.parse(fieldsOf(posted));
}

export { seeOther };
