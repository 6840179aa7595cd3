import { getAuth } from '../../platform/auth';
import { CLIENT_IP_HEADER } from '../../platform/request-headers';

/** Headers better-auth reads from the browser's request: origin check, rate limit key, session. */
const FORWARDED_HEADERS = ['host', 'origin', 'referer', 'cookie', 'user-agent', 'accept-language', CLIENT_IP_HEADER];

/** better-auth's answer as our services read it. */
export type AuthAnswer = {
  ok: boolean;
  status: number;
  /** The JSON body (null when there was none). */
  body: unknown;
  /** better-auth's error code (`INVALID_PASSWORD`, `INVALID_TOKEN`, …), null on success. */
  code: string | null;
  /** Cookies better-auth set (session, two-factor challenge), to pass on to the browser. */
  setCookies: string[];
};

/** The request to hand on, or the parts of it: the browser's headers and the URL it used. */
export type AuthCaller = { url: string; headers: Headers };

function codeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/**
 * Calls one of better-auth's endpoints through its own handler, as the browser's request would:
 * its origin check, rate limits, cookies and per-request base URL (links in mails name the host
 * the person is on) all apply. The caller (a defineRoute route) has checked the origin already,
 * so a form post that carries no Origin header gets its own origin.
 */
export async function callAuth(caller: AuthCaller, path: string, body?: unknown, cookies?: string): Promise<AuthAnswer> {
  const url = new URL(`/api/v1/auth${path}`, caller.url);
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const name of FORWARDED_HEADERS) {
    const value = caller.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.get('origin')) headers.set('origin', url.origin);
  if (cookies !== undefined) headers.set('cookie', cookies);
  const method = body === undefined ? 'GET' : 'POST';
  const answer = await getAuth().handler(new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  const text = await answer.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { ok: answer.ok, status: answer.status, body: parsed, code: answer.ok ? null : codeOf(parsed), setCookies: answer.headers.getSetCookie() };
}

/** The browser's cookies with the ones better-auth just set applied (a new session replaces the old). */
export function cookiesAfter(current: string | null, setCookies: string[]): string {
  const jar = new Map<string, string>();
  for (const pair of (current ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name) jar.set(name, value.join('='));
  }
  for (const cookie of setCookies) {
    const [pair = '', ...attributes] = cookie.split(';');
    const [name, ...value] = pair.trim().split('=');
    if (!name) continue;
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value.join('=') === '';
    if (expired) jar.delete(name);
    else jar.set(name, value.join('='));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
