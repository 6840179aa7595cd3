import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import { getApi } from '../../../src/server/api/app';
import { getDb } from '../../../src/server/db/client';
import { outbox, user } from '../../../src/server/db/schema';
import { type Config, getConfig, setConfig } from '../../../src/server/platform/config';
import { CLIENT_IP_HEADER } from '../../../src/server/platform/request-headers';
import { FORM_RETURN_COOKIE, readFormReturn } from '../../../src/server/services/forms/form-return-cookie';

/** The platform host of these tests (sites live at `{slug}.platform.test`). */
export const PLATFORM = 'platform.test';

/**
 * Runs each test of the file with the platform configured (PLATFORM_DOMAIN and SIGNUP), and puts
 * the configuration back afterwards: int files share their worker's modules and config.
 */
export function configurePlatform(signup: Config['SIGNUP'] = 'open'): { setSignup(mode: Config['SIGNUP']): void } {
  let original: Config | undefined;
  beforeEach(() => {
    original = getConfig();
    setConfig({ ...original, PLATFORM_DOMAIN: PLATFORM, SIGNUP: signup });
  });
  afterEach(() => {
    setConfig(original);
  });
  return {
    setSignup(mode) {
      setConfig({ ...getConfig(), SIGNUP: mode });
    },
  };
}

/** A client address of its own per test, so rate limits count only what the test sends. */
export const freshAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
export const freshEmail = (label = 'signup') => `${label}-${randomUUID().slice(0, 8)}@example.ch`;

type Send = { body?: unknown; form?: Record<string, string | string[]>; cookie?: string; address?: string; host?: string; acceptLanguage?: string };

/** A browser's request on the platform host (or `host`): same origin, JSON or urlencoded. */
export function platformRequest(method: string, path: string, init: Send = {}) {
  const host = init.host ?? PLATFORM;
  const headers = new Headers({ host, [CLIENT_IP_HEADER]: init.address ?? freshAddress() });
  if (method !== 'GET') headers.set('origin', `http://${host}`);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.acceptLanguage) headers.set('accept-language', init.acceptLanguage);
  let body: string | undefined;
  if (init.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.body);
  } else if (init.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(init.form)) for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
    body = params.toString();
  }
  return getApi().request(`http://${host}/api/v1${path}`, { method, headers, body });
}

/** The cookies a response sets, as a Cookie header. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** The account mails queued for an address, newest first. */
export async function accountMailsTo(email: string) {
  return getDb()
    .select({ id: outbox.id, payload: outbox.payload, siteId: outbox.siteId })
    .from(outbox)
    .where(and(eq(outbox.recipient, 'account'), sql`${outbox.payload}->>'to' = ${email}`))
    .orderBy(desc(outbox.createdAt));
}

/** The one link of an account mail's text part. */
export function linkIn(text: string): string {
  const match = /(https?:\/\/\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in ${text}`);
  return match[1];
}

/** Follows a verification link as the browser would (a GET on the platform host). */
export function follow(link: string, cookie?: string) {
  const url = new URL(link);
  const headers = new Headers({ host: url.host, [CLIENT_IP_HEADER]: freshAddress() });
  if (cookie) headers.set('cookie', cookie);
  return getApi().request(url.toString(), { method: 'GET', headers });
}

export async function userByEmail(email: string) {
  const [row] = await getDb().select().from(user).where(eq(user.email, email)).limit(1);
  return row ?? null;
}

export const signupBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anna Muster',
  email: freshEmail(),
  password: 'lange genug und selten 42',
  terms: true,
  lang: 'de',
  ...overrides,
});

/** The outcome a refused post left for the console page (the form-return cookie and the redirect's nonce). */
export function returnedOf(response: Response) {
  const location = new URL(response.headers.get('location') ?? '', 'http://x');
  const cookie = response.headers
    .getSetCookie()
    .find((entry) => entry.startsWith(`${FORM_RETURN_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(FORM_RETURN_COOKIE.length + 1);
  return { location, returned: readFormReturn(location.searchParams.get('form'), cookie, getConfig().authSecret) };
}
