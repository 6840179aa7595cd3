import type { Context } from 'hono';
import { requestClientAddress } from '../../platform/client-address';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import type { ApiEnv } from '../context';
import { failForm, pageLocaleOf, postedForm, redirectWithErrors, signupTexts } from './platform-forms';

/** Sign-ups and new links per client address and hour: a family or an office shares one address. */
export const SIGNUPS_PER_ADDRESS_HOUR = 20;
/** Sign-ups and new links per e-mail address and hour: enough to mistype and retry, too few to mail-bomb anyone. */
export const SIGNUPS_PER_EMAIL_HOUR = 5;

const isJson = (c: Context) => (c.req.header('content-type') ?? '').startsWith('application/json');

/** The posted fields, JSON or urlencoded (Hono keeps the parsed body for the validator and the handler). */
async function posted(c: Context): Promise<Record<string, unknown>> {
  if (isJson(c)) {
    const body: unknown = await c.req.json().catch(() => null);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  }
  return (await postedForm(c)).first;
}

/** Over a limit: the JSON client gets 429, a form post goes back to its page with the sentence. */
async function limited(c: Context<ApiEnv>): Promise<Response> {
  const body = await posted(c);
  const lang = pageLocaleOf(body.lang);
  const message = signupTexts(lang).translate('rateLimited');
  if (isJson(c)) return failForm(c, { status: 429, error: message, fieldErrors: {} });
  const resend = c.req.path.endsWith('/resend');
  const values = resend ? { email: body.email } : { name: body.name, email: body.email, terms: body.terms === 'on' };
  const invitation = typeof body.invitation === 'string' && body.invitation ? { invitation: body.invitation } : undefined;
  return redirectWithErrors(c, {
    page: `/${lang}/signup`,
    form: resend ? 'resend' : 'signup',
    error: message,
    fieldErrors: {},
    values,
    query: resend ? { resend: '1' } : invitation,
  });
}

const emailOf = (body: Record<string, unknown>) => (typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '');

/**
 * One count per client address and one per e-mail address, shared by sign-up (JSON and form) and
 * "send a new link", and through Redis by every instance when REDIS_URL is set.
 */
export const signupLimits = [
  sharedRateLimiter<ApiEnv>({
    name: 'signup-address',
    windowMs: 60 * 60_000,
    limit: SIGNUPS_PER_ADDRESS_HOUR,
    keyGenerator: (c) => requestClientAddress(c),
    handler: limited,
  }),
  sharedRateLimiter<ApiEnv>({
    name: 'signup-email',
    windowMs: 60 * 60_000,
    limit: SIGNUPS_PER_EMAIL_HOUR,
    keyGenerator: async (c) => `email:${emailOf(await posted(c))}`,
    handler: limited,
  }),
];
