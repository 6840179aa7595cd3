import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getApi } from '../../../src/server/api/app';
import { getDb } from '../../../src/server/db/client';
import { outbox } from '../../../src/server/db/schema';
import { createUser } from '../../../src/server/services/users/create-user';
import { api } from './fixtures';

export const ACCOUNT_PASSWORD = 'Brillen-Gestell-42';

/** The cookies a response set, as a Cookie header (expired ones left out). */
export function cookieOf(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0] ?? '', pair] as const),
  );
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(';')[0] ?? '';
    const name = pair.split('=')[0] ?? '';
    if (/max-age=0/i.test(cookie) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** A person with a password, signed in on `host` through better-auth (with this browser's user agent). */
export async function accountUser(host: string, options: { userAgent?: string; password?: string } = {}) {
  const email = `account-${randomUUID().slice(0, 8)}@example.ch`;
  const password = options.password ?? ACCOUNT_PASSWORD;
  const user = await createUser(getDb(), { email, password, name: 'Anna Muster' });
  const cookie = await signIn(host, email, password, options.userAgent);
  return { ...user, email, password, cookie };
}

/** A fresh session cookie for the person (a second device when given another user agent). */
export async function signIn(host: string, email: string, password: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36') {
  const response = await getApi().request(`http://${host}/api/v1/auth/sign-in/email`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return cookieOf(response);
}

/** Posts a form as a browser without JavaScript: urlencoded, same origin unless told otherwise. */
export function postForm(
  host: string,
  path: string,
  fields: Record<string, string>,
  init: { cookie?: string; origin?: string | null; clientIp?: string } = {},
) {
  const headers = new Headers({ host, 'content-type': 'application/x-www-form-urlencoded' });
  if (init.origin !== null) headers.set('origin', init.origin ?? `http://${host}`);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.clientIp) headers.set('x-webbox-client-ip', init.clientIp);
  return getApi().request(`http://${host}/api/v1${path}`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}

/** Who the session cookie belongs to (null when it is signed out). */
export async function sessionEmail(host: string, cookie: string): Promise<string | null> {
  const response = await api(host, '/auth/get-session', { cookie });
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

/** The account mails queued for an address, newest first. */
export async function accountMailsTo(email: string) {
  return getDb()
    .select({ payload: outbox.payload, createdAt: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.recipient, 'account'), sql`${outbox.payload}->>'to' = ${email}`))
    .orderBy(desc(outbox.createdAt));
}

/** The first link into the API in a mail's text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+\/api\/v1\/auth\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]);
}

export { totpCode } from '../../support/totp';
