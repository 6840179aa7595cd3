import { ZTwoFactorSignInForm } from '../../../shared/schemas/account';
import { requestClientAddress } from '../../platform/client-address';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import { twoFactorPage } from '../../services/auth/account-paths';
import { safeNextPath } from '../../services/auth/sign-in-paths';
import { verifyTwoFactorSignIn } from '../../services/account/two-factor-sign-in';
import { ACCOUNT_FORM_BYTES, callerOf, fieldsOf, postedFields, postedLocale, seeOther } from '../account-form';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';

/** Codes tried per client address and minute (better-auth also allows five per challenge). */
const CODES_PER_MINUTE = 10;

/**
 * The sign-in's second step without JavaScript: the code of the authenticator app (or a backup
 * code) with better-auth's two-factor cookie; a session and on to `next`, or back to the code page.
 */
const twoFactorSignIn = defineRoute({
  method: 'post',
  path: '/sign-in/two-factor',
  auth: 'public',
  site: false,
  summary: 'The sign-in code of the authenticator app or a backup code, without JavaScript (urlencoded code, method, locale, next)',
  request: { body: postedFields },
  responses: { 303: { description: 'To `next` with the session cookie, or back to the code page with `?error=code|rate|expired`' } },
  bodyLimit: { maxBytes: ACCOUNT_FORM_BYTES },
  guards: [
    sharedRateLimiter<ApiEnv>({
      name: 'two-factor-sign-in',
      windowMs: 60_000,
      limit: CODES_PER_MINUTE,
      keyGenerator: (c) => requestClientAddress(c),
      handler: async (c) => {
        const locale = await postedLocale(c);
        const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        return seeOther(twoFactorPage(locale, safeNextPath(typeof body.next === 'string' ? body.next : null, locale), 'rate'));
      },
    }),
  ],
  handler: async (c) => {
    const fields = fieldsOf(c.req.valid('form'));
    const parsed = ZTwoFactorSignInForm.safeParse(fields);
    const locale = parsed.success ? parsed.data.locale : await postedLocale(c);
    const next = safeNextPath(fields.next, locale);
    if (!parsed.success) return seeOther(twoFactorPage(locale, next, 'code'));
    const outcome = await verifyTwoFactorSignIn(callerOf(c), parsed.data);
    if (outcome.ok) return seeOther(next, outcome.setCookies);
    return seeOther(twoFactorPage(locale, next, outcome.error), outcome.setCookies);
  },
});

export const signInTwoFactorRoutes = [twoFactorSignIn];
