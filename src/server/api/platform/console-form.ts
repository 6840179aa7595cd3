import type { z } from 'zod';
import { type ConsoleForm, type ConsoleNotice, ZConsoleForm } from '../../../shared/schemas/platform';
import { fieldsOf, postedFields, seeOther } from '../account-form';

/** The console forms' body as OpenAPI declares it (urlencoded fields, as the account forms). */
export const consoleFormBody = postedFields;
/** A console form is a few hundred bytes. */
export const CONSOLE_FORM_BYTES = 16 * 1024;

/** The console's page again, with what the form did and the search it was posted from. */
export function consolePage(form: ConsoleForm, answer: { notice: ConsoleNotice }, section = 'sites'): string {
  const query = new URLSearchParams({ ...(form.q ? { q: form.q } : {}), notice: answer.notice });
  return `/${form.locale}/platform?${query.toString()}#${section}`;
}

/** The posted language and search (anything unreadable falls back to German and no search). */
export function consoleFormOf(posted: z.infer<(typeof postedFields.content)['application/x-www-form-urlencoded']['schema']>): ConsoleForm {
  return ZConsoleForm.parse(fieldsOf(posted));
}

export { seeOther };
