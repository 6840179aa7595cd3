import { getAuth } from '../../platform/auth';
import { CLIENT_IP_HEADER } from '../../platform/request-headers';

/** Headers better-auth reads from the browser's request: origin check, rate limit key, session, host (session site). */
const FORWARDED_HEADERS = ['host', 'origin', 'referer', 'cookie', 'user-agent', CLIENT_IP_HEADER];

export type InviteeSignIn =
  | { kind: 'signedIn'; cookies: string[]; user: { id: string; email: string } }
  | { kind: 'twoFactor' }
  | { kind: 'failed'; rate: boolean };

/**
 * Signs the invitee in on this host through better-auth's own sign-in endpoint (its password
 * check, rate limit and session hooks: the session belongs to this site), as the login form's
 * post does. An account with two-factor sign-in needs the login page's second step instead.
 */
export async function signInInvitee(request: Request, credentials: { email: string; password: string }): Promise<InviteeSignIn> {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const answer = await getAuth().handler(
    new Request(new URL('/api/v1/auth/sign-in/email', request.url), { method: 'POST', headers, body: JSON.stringify(credentials) }),
  );
  if (!answer.ok) return { kind: 'failed', rate: answer.status === 429 };
  const body = (await answer.json().catch(() => null)) as { twoFactorRedirect?: boolean; user?: { id?: string; email?: string } } | null;
  if (body?.twoFactorRedirect) return { kind: 'twoFactor' };
  if (!body?.user?.id || !body.user.email) return { kind: 'failed', rate: false };
  return { kind: 'signedIn', cookies: answer.headers.getSetCookie(), user: { id: body.user.id, email: body.user.email } };
}
