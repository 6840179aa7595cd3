import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { z } from 'zod';
import { isLocale } from '../../shared/locales';
import { formAnchor } from '../../shared/schemas/forms/form-return';
import { ZFormFieldErrors } from '../../shared/schemas/forms/inbox';
import { getConfig } from '../platform/config';
import { AppError } from '../platform/app-error';
import { CLIENT_PROTO_HEADER } from '../platform/request-headers';
import { type PostedForm, issueMessages, typedValues } from '../services/forms/form-post-values';
import { FORM_RETURN_COOKIE, FORM_RETURN_MAX_AGE_S, formReturnCookie, returnUrl, sentMarker } from '../services/forms/form-return-cookie';
import { formMessage } from '../services/forms/form-message';
import type { ApiEnv } from './context';
import type { PublicEnv } from './define-route';
import { formLocale } from './form-locale';

/**
 * The answers of a public form posted without JavaScript (a urlencoded body): a 303 back to the
 * page the form is on, whose render shows the sent state or the errors beside the fields.
 */

export function isFormPost(c: Context): boolean {
  const type = c.req.header('content-type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/**
 * The page to return to: the path of the same-host page the post came from (browsers send it as
 * Referer under our strict-origin-when-cross-origin policy), else the home in the post's
 * language. Only a path on this host, so the answer can never redirect elsewhere.
 */
export function returnPath(c: Context, lang: unknown): string {
  const home = `/${isLocale(lang) ? lang : 'de'}`;
  const referer = c.req.header('referer');
  if (!referer) return home;
  try {
    const url = new URL(referer);
    const host = c.req.header('host')?.toLowerCase();
    return url.host === host && url.pathname.startsWith('/') && !url.pathname.startsWith('//') ? url.pathname : home;
  } catch {
    return home;
  }
}

type Outcome = { groupId: string; lang: unknown; error: string | null; fieldErrors: Record<string, string>; values: Record<string, unknown> };

/** 303 back with the outcome in a short-lived signed cookie (errors) or the sent marker. */
function redirectBack(c: Context, outcome: Outcome & { sent: boolean }): Response {
  const path = returnPath(c, outcome.lang);
  const anchor = formAnchor(outcome.groupId);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'Lax', secure: c.req.header(CLIENT_PROTO_HEADER) === 'https' } as const;
  c.header('Cache-Control', 'no-store');
  if (outcome.sent) {
    setCookie(c, FORM_RETURN_COOKIE, '', { ...cookieOptions, maxAge: 0 });
    return c.redirect(returnUrl(path, sentMarker(outcome.groupId), anchor), 303);
  }
  const { nonce, value } = formReturnCookie(outcome, getConfig().authSecret);
  setCookie(c, FORM_RETURN_COOKIE, value, { ...cookieOptions, maxAge: FORM_RETURN_MAX_AGE_S });
  return c.redirect(returnUrl(path, nonce, anchor), 303);
}

type FormSubmit<T> = (request: T) => Promise<unknown>;

/**
 * Validates a post with the same schema as the JSON route, then stores it through the same
 * service; every outcome a visitor can act on becomes a redirect back to the form.
 */
export async function answerFormPost<S extends z.ZodType>(
  c: Context<PublicEnv>,
  schema: S,
  request: Record<string, unknown>,
  submit: FormSubmit<z.infer<S>>,
): Promise<Response> {
  // The form's hidden `lang` is the page language; a post without it is refused below.
  const locale = isLocale(request.lang) ? request.lang : c.get('site').defaultLocale;
  const groupId = typeof request.groupId === 'string' ? request.groupId : '';
  const back = { groupId, lang: request.lang, values: typedValues(request) };
  const parsed = schema.safeParse(request);
  if (!parsed.success) {
    const fieldErrors = issueMessages(locale, parsed.error.issues);
    // Without a section to show them in, the errors are the JSON route's answer.
    if (fieldErrors.groupId !== undefined || fieldErrors.lang !== undefined)
      throw new AppError('BAD_REQUEST', { text: formMessage(locale, 'submitFailed') }, { data: { fieldErrors } });
    // A filled honeypot has no visible field: it is said as the form's error.
    const error = fieldErrors.website ?? null;
    return redirectBack(c, { ...back, sent: false, error, fieldErrors });
  }
  try {
    await submit(parsed.data);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = ZFormFieldErrors.safeParse(error.data);
    return redirectBack(c, { ...back, sent: false, error: error.message, fieldErrors: fields.success ? fields.data.fieldErrors : {} });
  }
  return redirectBack(c, { ...back, sent: true, error: null, fieldErrors: {} });
}

/** A post over the rate limit: back to the form with the limit's sentence and the values kept. */
export async function rateLimitedFormPost(c: Context<ApiEnv>, toRequest: (form: PostedForm) => Record<string, unknown>): Promise<Response> {
  const request = toRequest((await c.req.parseBody({ all: true })) as PostedForm);
  const groupId = typeof request.groupId === 'string' ? request.groupId : '';
  const error = formMessage(formLocale(c, request.lang), 'rateLimited');
  return redirectBack(c, { groupId, lang: request.lang, sent: false, error, fieldErrors: {}, values: typedValues(request) });
}
