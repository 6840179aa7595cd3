import type { Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ZResendVerificationRequest, ZSignupAnswer, ZSignupRequest } from '../../../shared/schemas/signup';
import { getDb } from '../../db/client';
import { isCommonPassword } from '../../services/account-policy/check-password';
import { resendVerification, signUp } from '../../services/signup/sign-up';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { fail, ok } from '../envelope';
import {
  type FormTexts,
  fieldErrorsOf,
  pageLocaleOf,
  platformHostOnly,
  postedForm,
  redirect303,
  redirectWithErrors,
  refusalOutcome,
  signupTexts,
} from '../platform/platform-forms';
import { signupLimits } from '../platform/signup-limits';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

/**
 * A common password is the service's refusal, but when other fields are wrong too it is said in
 * the same answer, so nobody fixes the form twice.
 */
function withCommonPassword(fieldErrors: Record<string, string>, password: unknown, texts: FormTexts): Record<string, string> {
  if (!fieldErrors.password && typeof password === 'string' && isCommonPassword(password))
    return { ...fieldErrors, password: texts.translate('passwordCommon') };
  return fieldErrors;
}

/** Invalid sign-up input: 400 with one sentence per field, in the page's language (the body's `lang`). */
const signupValidationHook: Hook<unknown, ApiEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const raw = (result as { data?: unknown }).data;
  const lang = pageLocaleOf(typeof raw === 'object' && raw !== null && 'lang' in raw ? raw.lang : undefined);
  const password = typeof raw === 'object' && raw !== null && 'password' in raw ? raw.password : undefined;
  const fieldErrors = withCommonPassword(fieldErrorsOf(result.error.issues, signupTexts(lang)), password, signupTexts(lang));
  return fail(c, 400, Object.values(fieldErrors)[0] ?? signupTexts(lang).translate('failed'), { fieldErrors });
};

const origin = (c: Context) => ({ requestUrl: c.req.url, headers: c.req.raw.headers });

const signupJson = defineRoute({
  method: 'post',
  path: '/signup',
  auth: 'public',
  site: false,
  summary: 'Sign up on the platform host: an unverified account and the verification mail (the same answer for a known address)',
  request: { body: jsonBody(ZSignupRequest) },
  responses: {
    200: envelopeAnswer(ZSignupAnswer, 'Check the mailbox (whether or not the address already had an account)'),
    400: errorAnswer('Invalid input or a common password: a sentence per field'),
    403: errorAnswer('Sign-up is closed, or needs a valid invitation'),
    429: errorAnswer('Too many sign-ups from this address or for this e-mail'),
  },
  guards: [platformHostOnly, ...signupLimits],
  validationHook: signupValidationHook,
  handler: async (c) => {
    const request = c.req.valid('json');
    try {
      await signUp(getDb(), { request, ...origin(c) });
    } catch (error) {
      const outcome = refusalOutcome(error, signupTexts(request.lang));
      return fail(c, outcome.status as 400, outcome.error, { fieldErrors: outcome.fieldErrors });
    }
    return ok(c, { status: 'checkMail' as const });
  },
});

const signupForm = defineRoute({
  method: 'post',
  path: '/signup/form',
  auth: 'public',
  site: false,
  summary: 'Sign up without JavaScript (urlencoded name, email, password, terms, lang, invitation)',
  responses: { 303: { description: 'To the "check your mail" page, or back to the form with the messages at the fields (values kept but the password)' } },
  guards: [platformHostOnly, ...signupLimits],
  handler: async (c) => {
    const { first } = await postedForm(c);
    const lang = pageLocaleOf(first.lang);
    const texts = signupTexts(lang);
    const input = {
      name: first.name ?? '',
      email: first.email ?? '',
      password: first.password ?? '',
      terms: first.terms === 'on' || first.terms === 'true',
      lang,
      invitation: first.invitation || undefined,
    };
    const back = (error: string | null, fieldErrors: Record<string, string>) =>
      redirectWithErrors(c, {
        page: `/${lang}/signup`,
        form: 'signup',
        error,
        fieldErrors,
        values: { name: input.name, email: input.email, terms: input.terms },
        query: input.invitation ? { invitation: input.invitation } : undefined,
      });
    const parsed = ZSignupRequest.safeParse(input);
    if (!parsed.success) return back(null, withCommonPassword(fieldErrorsOf(parsed.error.issues, texts), input.password, texts));
    try {
      await signUp(getDb(), { request: parsed.data, ...origin(c) });
    } catch (error) {
      const outcome = refusalOutcome(error, texts);
      return back(outcome.error, outcome.fieldErrors);
    }
    return redirect303(c, `/${lang}/signup?sent=1`);
  },
});

const resendForm = defineRoute({
  method: 'post',
  path: '/signup/resend',
  auth: 'public',
  site: false,
  summary: 'Send a new verification link (urlencoded email, lang; with or without JavaScript): the same answer for every address',
  responses: { 303: { description: 'To the "new link on its way" page, or back to the form with the message' } },
  guards: [platformHostOnly, ...signupLimits],
  handler: async (c) => {
    const { first } = await postedForm(c);
    const lang = pageLocaleOf(first.lang);
    const parsed = ZResendVerificationRequest.safeParse({ email: first.email ?? '', lang });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error.issues, signupTexts(lang));
      return redirectWithErrors(c, {
        page: `/${lang}/signup`,
        form: 'resend',
        error: null,
        fieldErrors,
        values: { email: first.email ?? '' },
        query: { resend: '1' },
      });
    }
    await resendVerification({ email: parsed.data.email, locale: lang, ...origin(c) });
    return redirect303(c, `/${lang}/signup?resent=1`);
  },
});

export const signupRoutes = [signupJson, signupForm, resendForm];
