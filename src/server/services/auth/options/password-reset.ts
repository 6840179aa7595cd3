import type { BetterAuthOptions } from 'better-auth';
import type { Database } from '../../../db/client';
import { queueAccountMail } from '../../account-mail/queue-account-mail';
import { accountMailLocale, callbackOf, requestHost } from './mail-locale';

/** A reset link works for one hour, once. */
export const RESET_PASSWORD_SECONDS = 60 * 60;

type EmailAndPassword = NonNullable<BetterAuthOptions['emailAndPassword']>;

/**
 * Password reset through our outbox. better-auth stores the token (single use, one hour) and its
 * link `/api/v1/auth/reset-password/{token}?callbackURL=…` checks it and continues to our reset
 * page with `?token=…` (or `?error=INVALID_TOKEN`). Every session of the person ends when the new
 * password is set.
 */
export function passwordResetOptions(
  db: Database,
): Pick<EmailAndPassword, 'sendResetPassword' | 'resetPasswordTokenExpiresIn' | 'revokeSessionsOnPasswordReset'> {
  return {
    resetPasswordTokenExpiresIn: RESET_PASSWORD_SECONDS,
    revokeSessionsOnPasswordReset: true,
    async sendResetPassword({ user, url }, request) {
      const locale = await accountMailLocale(db, { userId: user.id, callbackUrl: callbackOf(url) });
      await queueAccountMail(db, { kind: 'resetPassword', to: user.email, name: user.name, locale, url, platform: requestHost(request) });
    },
  };
}
