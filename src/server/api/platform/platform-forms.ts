import type { Context, MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import type { z } from 'zod';
import { messagesFor } from '../../../shared/i18n/catalogues';
import { type EditorLocale, isEditorLocale } from '../../../shared/i18n/config';
import { type Locale, isLocale } from '../../../shared/locales';
import type { OnboardingErrorKey } from '../../../shared/schemas/onboarding';
import type { SignupErrorKey } from '../../../shared/schemas/signup';
import { getTranslator } from '../../../shared/i18n/catalogues';
import { AppError } from '../../platform/app-error';
import { getConfig } from '../../platform/config';
import { isPlatformHost } from '../../platform/platform-host';
import { CLIENT_PROTO_HEADER } from '../../platform/request-headers';
import { FORM_RETURN_COOKIE, FORM_RETURN_MAX_AGE_S, formReturnCookie } from '../../services/forms/form-return-cookie';
import { PlatformFormRefusal } from '../../services/signup/signup-refusal';
import type { ApiEnv } from '../context';
import { fail } from '../envelope';

/** Sign-up and the wizard live on the platform host only; any site's host answers them 404. */
export const platformHostOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!isPlatformHost(c.req.header('host'))) throw new AppError('NOT_FOUND', 'request.notFound');
  await next();
};

export const pageLocaleOf = (value: unknown): Locale => (isLocale(value) ? value : 'de');

/** The wizard's language: the person's editor language, else the page's when the editor has it, else German. */
export function wizardLocale(preference: EditorLocale | null, pageLocale: Locale): EditorLocale {
  return preference ?? (isEditorLocale(pageLocale) ? pageLocale : 'de');
}

/** The catalogue a form's messages come from, in one language. */
export type FormTexts = { translate(key: string): string };

export function signupTexts(locale: Locale): FormTexts {
  const known = messagesFor(locale, 'signup').errors;
  const t = getTranslator(locale, 'signup');
  return { translate: (key) => t(`errors.${(key in known ? key : 'failed') as SignupErrorKey}`) };
}

export function onboardingTexts(locale: EditorLocale): FormTexts {
  const known = messagesFor(locale, 'editorOnboarding').errors;
  const t = getTranslator(locale, 'editorOnboarding');
  return { translate: (key) => t(`errors.${(key in known ? key : 'failed') as OnboardingErrorKey}`) };
}

/** One translated message per field (the first rule each breaks); a message without a field is `_form`. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[], texts: FormTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0] === undefined ? '_form' : String(issue.path[0]);
    errors[field] ??= texts.translate(issue.message);
  }
  return errors;
}

export type FormOutcome = { status: number; error: string; fieldErrors: Record<string, string> };

/** A refusal a person can act on, as status, sentence and field; anything else is rethrown. */
export function refusalOutcome(error: unknown, texts: FormTexts): FormOutcome {
  if (!(error instanceof PlatformFormRefusal)) throw error;
  const message = texts.translate(error.messageKey);
  return { status: error.status, error: message, fieldErrors: error.field ? { [error.field]: message } : {} };
}

/** The JSON answer of a refused form: the sentence and the messages per field. */
export function failForm(c: Context, outcome: FormOutcome) {
  return fail(c, outcome.status as 400, outcome.error, { fieldErrors: outcome.fieldErrors });
}

/**
 * The no-JavaScript answer of a refused form: 303 back to its page with `?form=<nonce>`, the typed
 * values (never a password) and the messages in the signed short-lived cookie the forms use.
 */
export function redirectWithErrors(
  c: Context,
  options: {
    page: string;
    form: string;
    error: string | null;
    fieldErrors: Record<string, string>;
    values: Record<string, unknown>;
    query?: Record<string, string>;
    /** The form's id on the page, as the fragment of the redirect. */
    anchor?: string;
  },
): Response {
  // Fields the post lacked are left out (the cookie keeps JSON values only).
  const values = Object.fromEntries(Object.entries(options.values).filter(([, entry]) => entry !== undefined));
  const { nonce, value } = formReturnCookie({ groupId: options.form, error: options.error, fieldErrors: options.fieldErrors, values }, getConfig().authSecret);
  setCookie(c, FORM_RETURN_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.req.header(CLIENT_PROTO_HEADER) === 'https',
    maxAge: FORM_RETURN_MAX_AGE_S,
  });
  const query = new URLSearchParams({ ...options.query, form: nonce });
  return redirect303(c, `${options.page}?${query.toString()}${options.anchor ? `#${options.anchor}` : ''}`);
}

export function redirect303(c: Context, location: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, 303);
}

/** A urlencoded post: each field's first value, and every value of the repeated ones (a checkbox arrives as `on`, or not at all). */
export async function postedForm(c: Context): Promise<{ first: Record<string, string>; all: (name: string) => string[] }> {
  const body = (await c.req.parseBody({ all: true }).catch(() => ({}))) as Record<string, unknown>;
  const list = (name: string) => {
    const value = body[name];
    return (Array.isArray(value) ? value : [value]).filter((entry): entry is string => typeof entry === 'string');
  };
  const first: Record<string, string> = {};
  for (const name of Object.keys(body)) {
    const value = list(name)[0];
    if (value !== undefined) first[name] = value;
  }
  return { first, all: list };
}
