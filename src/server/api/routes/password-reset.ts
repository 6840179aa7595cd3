import type { Context } from 'hono';
import { ZForgotPasswordForm, ZResetPasswordForm } from '../../../shared/schemas/account';
import { requestClientAddress } from '../../platform/client-address';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import { loginAfterReset } from '../../services/auth/account-paths';
import { requestPasswordReset, resetPagePath, resetPassword } from '../../services/account/password-reset';
import { ACCOUNT_FORM_BYTES, callerOf, fieldsOf, postedFields, postedLocale, seeOther } from '../account-form';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';

/** Reset links asked for per client address in 15 minutes, and per e-mail address. */
const RESET_REQUESTS_PER_ADDRESS = 10;
const RESET_REQUESTS_PER_EMAIL = 3;
/** New passwords tried per client address in 15 minutes (a token is not guessable; this bounds the work). */
const RESETS_PER_ADDRESS = 20;
const WINDOW_MS = 15 * 60_000;

const forgotPage = (c: Context, query: string) => postedLocale(c).then((locale) => seeOther(`/${locale}/forgot-password?${query}`));

async function postedEmail(c: Context): Promise<string> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
}

const forgotLimits = [
  sharedRateLimiter<ApiEnv>({
    name: 'password-forgot-address',
    windowMs: WINDOW_MS,
    limit: RESET_REQUESTS_PER_ADDRESS,
    keyGenerator: (c) => requestClientAddress(c),
    handler: (c) => forgotPage(c, 'error=rate'),
  }),
  sharedRateLimiter<ApiEnv>({
    name: 'password-forgot-email',
    windowMs: WINDOW_MS,
    limit: RESET_REQUESTS_PER_EMAIL,
    keyGenerator: postedEmail,
    handler: (c) => forgotPage(c, 'error=rate'),
  }),
];

/**
 * "Passwort vergessen?": a reset link by mail. The answer is the same page whether or not the address
 * has an account (and whether better-auth sent anything).
 */
const forgot = defineRoute({
  method: 'post',
  path: '/password/forgot',
  auth: 'public',
  site: false,
  summary: 'Ask for a password reset link (urlencoded email, locale); the same answer for every address',
  request: { body: postedFields },
  responses: { 303: { description: 'To the forgotten-password page: `?sent=1`, or `?error=email|rate`' } },
  bodyLimit: { maxBytes: ACCOUNT_FORM_BYTES },
  guards: forgotLimits,
  handler: async (c) => {
    const fields = fieldsOf(c.req.valid('form'));
    const parsed = ZForgotPasswordForm.safeParse({ ...fields, email: fields.email?.trim() });
    const locale = parsed.success ? parsed.data.locale : await postedLocale(c);
    if (!parsed.success) return seeOther(`/${locale}/forgot-password?error=email`);
    await requestPasswordReset(callerOf(c), parsed.data);
    return seeOther(`/${locale}/forgot-password?sent=1`);
  },
});

/** The new password, typed twice, with the token of the mail's link. */
const reset = defineRoute({
  method: 'post',
  path: '/password/reset',
  auth: 'public',
  site: false,
  summary: 'Set a new password with the token of a reset link (urlencoded token, password, confirmPassword, locale); ends every session',
  request: { body: postedFields },
  responses: {
    303: {
      description: 'To the login page with a notice; back with `?error=tooShort|common|mismatch|rate`; `?error=INVALID_TOKEN` for a used or expired link',
    },
  },
  bodyLimit: { maxBytes: ACCOUNT_FORM_BYTES },
  guards: [
    sharedRateLimiter<ApiEnv>({
      name: 'password-reset-address',
      windowMs: WINDOW_MS,
      limit: RESETS_PER_ADDRESS,
      keyGenerator: (c) => requestClientAddress(c),
      handler: async (c) => seeOther(`${resetPagePath(await postedLocale(c))}?error=rate`),
    }),
  ],
  handler: async (c) => {
    const parsed = ZResetPasswordForm.safeParse(fieldsOf(c.req.valid('form')));
    const locale = parsed.success ? parsed.data.locale : await postedLocale(c);
    if (!parsed.success) return seeOther(`${resetPagePath(locale)}?error=INVALID_TOKEN`);
    const outcome = await resetPassword(callerOf(c), parsed.data);
    if (outcome.ok) return seeOther(loginAfterReset(locale));
    if (outcome.error === 'invalidToken') return seeOther(`${resetPagePath(locale)}?error=INVALID_TOKEN`);
    return seeOther(`${resetPagePath(locale)}?${new URLSearchParams({ token: parsed.data.token, error: outcome.error }).toString()}`);
  },
});

export const passwordResetRoutes = [forgot, reset];
