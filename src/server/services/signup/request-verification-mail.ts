import type { Locale } from '../../../shared/locales';
import { getAuth } from '../../platform/auth';
import { markInternalAuthRequest } from '../../platform/internal-auth-request';
import { CLIENT_IP_HEADER } from '../../platform/request-headers';
import { PlatformFormRefusal } from './signup-refusal';

/** Where a verified address continues: the wizard, in the language sign-up was made in. */
export const newSitePath = (locale: Locale) => `/${locale}/new-site`;

/**
 * Asks better-auth to send its verification mail (our `sendVerificationEmail` option queues it in
 * the outbox, email-verification.ts). Through its handler, as a request of the platform host: the
 * link is built on that origin and better-auth's own rules apply — it mails only an address that
 * has an unverified account, and answers the same either way after a constant delay. No cookie is
 * passed on, so a session of someone else in the same browser plays no part.
 */
export async function requestVerificationMail(options: { email: string; locale: Locale; requestUrl: string; headers: Headers }): Promise<void> {
  const origin = new URL(options.requestUrl).origin;
  const headers = new Headers({ 'content-type': 'application/json', origin });
  for (const name of ['host', 'user-agent', CLIENT_IP_HEADER]) {
    const value = options.headers.get(name);
    if (value) headers.set(name, value);
  }
  markInternalAuthRequest(headers);
  const answer = await getAuth().handler(
    new Request(new URL('/api/v1/auth/send-verification-email', origin), {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: options.email, callbackURL: newSitePath(options.locale) }),
    }),
  );
  // Over a limit after all (another instance's count, say): the person reads "too many attempts", not a server error.
  if (answer.status === 429) throw new PlatformFormRefusal('TOO_MANY_REQUESTS', 'rateLimited', null);
  if (!answer.ok) throw new Error(`better-auth refused the verification mail: ${answer.status} ${await answer.text()}`);
}
