import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_RETURN_PARAM, type FormReturn } from '../../../shared/schemas/forms/form-return';

/**
 * The outcome of an invalid post without JavaScript travels back to the page in this cookie: the
 * typed values and messages (personal data never goes into the URL). HMAC-signed so only this
 * server's outcomes are shown, short-lived, HttpOnly, and bound by a nonce to the `form` query
 * parameter of the redirect, so an old cookie never fills a later visit's form.
 */
export const FORM_RETURN_COOKIE = 'wb_form';
/** Long enough to follow the redirect (and a reload), short enough not to linger. */
export const FORM_RETURN_MAX_AGE_S = 600;
/** Browsers keep cookies up to 4096 bytes (name, value and attributes). */
const MAX_COOKIE_VALUE = 3800;

type Stash = { n: string; g: string; e: string | null; f: Record<string, string>; v: Record<string, unknown>; t: number };

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(`form-return:${payload}`).digest('base64url');
const encode = (stash: Stash) => Buffer.from(JSON.stringify(stash)).toString('base64url');

/**
 * The cookie value and the nonce the redirect carries. Values that would overflow a cookie are
 * dropped longest first (the visitor types those again; the messages always fit).
 */
export function formReturnCookie(outcome: Omit<FormReturn, 'sent'>, secret: string, now = Date.now()): { nonce: string; value: string } {
  const nonce = randomBytes(12).toString('base64url');
  const values = { ...outcome.values };
  const stash = (): Stash => ({ n: nonce, g: outcome.groupId, e: outcome.error, f: outcome.fieldErrors, v: values, t: now });
  let payload = encode(stash());
  while (payload.length > MAX_COOKIE_VALUE) {
    const longest = Object.entries(values).sort(([, a], [, b]) => JSON.stringify(b).length - JSON.stringify(a).length)[0];
    if (!longest) break;
    delete values[longest[0]];
    payload = encode(stash());
  }
  return { nonce, value: `${payload}.${sign(payload, secret)}` };
}

/** The query value of a successful post: the section shows its sent state (no data involved). */
export function sentMarker(groupId: string): string {
  return `sent.${groupId}`;
}

function isStash(value: unknown): value is Stash {
  if (typeof value !== 'object' || value === null) return false;
  const stash = value as Record<string, unknown>;
  return (
    typeof stash.n === 'string' && typeof stash.g === 'string' && typeof stash.t === 'number' && typeof stash.f === 'object' && typeof stash.v === 'object'
  );
}

/**
 * The outcome a page render shows, from its `form` parameter and the cookie; null when there is
 * none, the signature or nonce does not match, or the cookie is older than its lifetime.
 */
export function readFormReturn(param: unknown, cookie: string | undefined, secret: string, now = Date.now()): FormReturn | null {
  if (typeof param !== 'string' || param === '') return null;
  if (param.startsWith('sent.')) {
    const groupId = param.slice(5);
    return /^[0-9a-f-]{36}$/i.test(groupId) ? { groupId, sent: true, error: null, fieldErrors: {}, values: {} } : null;
  }
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  const payload = cookie.slice(0, dot);
  const expected = Buffer.from(sign(payload, secret));
  const actual = Buffer.from(cookie.slice(dot + 1));
  if (dot < 0 || expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  let stash: unknown;
  try {
    stash = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isStash(stash) || stash.n !== param || now - stash.t > FORM_RETURN_MAX_AGE_S * 1000) return null;
  return { groupId: stash.g, sent: false, error: typeof stash.e === 'string' ? stash.e : null, fieldErrors: stash.f, values: stash.v };
}

/** The page URL a post returns to: the outcome in the query, the form as the fragment. */
export function returnUrl(path: string, marker: string, anchor: string): string {
  return `${path}?${FORM_RETURN_PARAM}=${encodeURIComponent(marker)}#${anchor}`;
}
