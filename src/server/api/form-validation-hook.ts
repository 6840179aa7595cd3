import type { Hook } from '@hono/zod-openapi';
import { formMessage } from '../services/forms/form-message';
import type { ApiEnv } from './context';
import { fail } from './envelope';
import { formLocale } from './form-locale';

/**
 * Public forms answer invalid input in the visitor's language, one message per field (the first
 * rule a field breaks), so the form can show each beside its field. The schemas' messages are keys.
 */
export const formValidationHook: Hook<unknown, ApiEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  // zod-validator hands over the raw input on failure too; the types of zod-openapi omit it.
  const raw = (result as { data?: unknown }).data;
  const locale = formLocale(c, typeof raw === 'object' && raw !== null && 'lang' in raw ? raw.lang : undefined);
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === undefined) continue;
    fieldErrors[String(field)] ??= formMessage(locale, issue.message);
  }
  const first = Object.values(fieldErrors)[0] ?? formMessage(locale, result.error.issues[0]?.message ?? 'submitFailed');
  return fail(c, 400, first, { fieldErrors });
};
