import type { Locale } from '../../../shared/locales';
import type { PasswordFormError } from '../../../shared/schemas/account';
import { AppError } from '../../platform/app-error';
import { type AuthCaller, callAuth } from '../auth/call-auth';
import { newPasswordProblem } from './new-password';

/** Where better-auth's mail link continues to: our page, which reads `?token=` or `?error=`. */
export const resetPagePath = (locale: Locale) => `/${locale}/reset-password`;

/**
 * Asks better-auth for a reset link (its mail goes through our outbox, see
 * `auth/options/password-reset.ts`). The caller answers the same sentence whatever happened here:
 * whether the address has an account is never told.
 */
export async function requestPasswordReset(caller: AuthCaller, options: { email: string; locale: Locale }): Promise<void> {
  const answer = await callAuth(caller, '/request-password-reset', { email: options.email, redirectTo: resetPagePath(options.locale) });
  // A refusal of better-auth's own (its rate limit) reads like success; only a failure of ours is one.
  if (answer.status >= 500) throw new AppError('INTERNAL', 'request.failed');
}

export type ResetOutcome = { ok: true } | { ok: false; error: PasswordFormError | 'invalidToken' | 'rate' };

/**
 * Sets the new password with the link's token: better-auth checks the token (one hour, single use),
 * stores the password and ends every session of the person (revokeSessionsOnPasswordReset).
 */
export async function resetPassword(caller: AuthCaller, options: { token: string; password: string; confirmPassword: string }): Promise<ResetOutcome> {
  const problem = newPasswordProblem(options.password, options.confirmPassword);
  if (problem) return { ok: false, error: problem };
  const answer = await callAuth(caller, '/reset-password', { token: options.token, newPassword: options.password });
  if (answer.ok) return { ok: true };
  if (answer.status === 429) return { ok: false, error: 'rate' };
  if (answer.code === 'PASSWORD_TOO_SHORT') return { ok: false, error: 'tooShort' };
  if (answer.status >= 500) throw new AppError('INTERNAL', 'request.failed');
  return { ok: false, error: 'invalidToken' };
}
