import { getAuth } from '../../platform/auth';
import { CLIENT_IP_HEADER } from '../../platform/request-headers';
import { isLocale } from '../../../shared/locales';
import { twoFactorPage } from './account-paths';
import { ACCOUNT_DISABLED } from './options/session-site';
import { loginPageWithError, safeNextPath } from './sign-in-paths';

/** A login form is a few hundred bytes; anything far larger is not one. */
const MAX_FORM_BYTES = 16 * 1024;
/** Headers better-auth reads from the browser's request: origin check, rate limit key, session. */
const FORWARDED_HEADERS = ['host', 'origin', 'referer', 'cookie', 'user-agent', CLIENT_IP_HEADER];

const redirect = (location: string, cookies: string[] = []) => {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
};

/** Whether better-auth's sign-in answer is `{ twoFactorRedirect: true }` (no session yet). */
async function asksForSecondFactor(answer: Response): Promise<boolean> {
  const body: unknown = await answer.json().catch(() => null);
  return typeof body === 'object' && body !== null && (body as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}

/**
 * The login form without JavaScript: the browser posts `email`, `password`, `locale` and `next`
 * (urlencoded, never in the URL). The credentials go to better-auth's own sign-in endpoint through
 * its handler, so its origin check, password check and sign-in rate limit all apply; success sets
 * its session cookie and continues to `next`, failure returns to the login page with the reason.
 * The caller has checked that the post is same-origin.
 */
export async function signInWithForm(request: Request): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  const raw = declared > MAX_FORM_BYTES ? '' : await request.text();
  const form = new URLSearchParams(raw.length > MAX_FORM_BYTES ? '' : raw);
  const localeValue = form.get('locale') ?? '';
  const locale = isLocale(localeValue) ? localeValue : 'de';
  const next = safeNextPath(form.get('next'), locale);
  const email = form.get('email') ?? '';
  const password = form.get('password') ?? '';
  if (!email || !password) return redirect(loginPageWithError(locale, 'failed', next));

  const headers = new Headers({ 'content-type': 'application/json' });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const answer = await getAuth().handler(
    new Request(new URL('/api/v1/auth/sign-in/email', request.url), { method: 'POST', headers, body: JSON.stringify({ email, password }) }),
  );
  // With two-factor on, better-auth answers a challenge cookie instead of a session: the code next.
  if (answer.ok && (await asksForSecondFactor(answer))) return redirect(twoFactorPage(locale, next), answer.headers.getSetCookie());
  if (answer.ok) return redirect(next, answer.headers.getSetCookie());
  const code = answer.status === 403 ? ((await answer.json().catch(() => null)) as { code?: unknown } | null)?.code : null;
  return redirect(loginPageWithError(locale, answer.status === 429 ? 'rate' : code === ACCOUNT_DISABLED ? 'disabled' : 'failed', next));
}
