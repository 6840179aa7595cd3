import type { BetterAuthOptions } from 'better-auth';
import type { Database } from '../../../db/client';
import { queueAccountMail } from '../../account-mail/queue-account-mail';
import { accountMailLocale, callbackOf, requestHost } from './mail-locale';

/** A signed verification link is valid for a day (sign-up and a new e-mail address alike). */
export const EMAIL_VERIFICATION_SECONDS = 24 * 60 * 60;

/** Whether better-auth's token is the confirmation of an address change (its JWT says so). */
function isChangeOfAddress(token: string): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { requestType?: string; updateTo?: string };
    return claims.requestType === 'change-email-verification' || typeof claims.updateTo === 'string';
  } catch {
    return false;
  }
}

/**
 * better-auth's e-mail verification, sent through our outbox: the sign-up's confirmation link and
 * the confirmation of a new address (sent to that address). The link is better-auth's own
 * `/api/v1/auth/verify-email?token=…&callbackURL=…`, which verifies and continues to the screen
 * that asked for it (with `?error=…` when the link is expired or used).
 */
export function emailVerificationOptions(db: Database): NonNullable<BetterAuthOptions['emailVerification']> {
  return {
    expiresIn: EMAIL_VERIFICATION_SECONDS,
    sendOnSignUp: false,
    autoSignInAfterVerification: true,
    async sendVerificationEmail({ user, url, token }, request) {
      const kind = isChangeOfAddress(token) ? 'changeEmail' : 'verifyEmail';
      const locale = await accountMailLocale(db, { userId: user.id, callbackUrl: callbackOf(url) });
      await queueAccountMail(db, { kind, to: user.email, name: user.name, locale, url, platform: requestHost(request) });
    },
  };
}
