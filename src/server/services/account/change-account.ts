import type { Locale } from '../../../shared/locales';
import { type AuthCaller, callAuth } from '../auth/call-auth';
import { type AccountOutcome, accountOutcome } from './account-outcome';
import { newPasswordProblem } from './new-password';

/** The account page of a language, with the section an answer is about. */
export const accountPagePath = (locale: Locale) => `/${locale}/account`;

/** A new display name (better-auth's update-user). */
export async function changeAccountName(caller: AuthCaller, options: { name: string }): Promise<AccountOutcome> {
  return accountOutcome(await callAuth(caller, '/update-user', { name: options.name }));
}

/**
 * A new e-mail address: better-auth mails a confirmation link to the new address (kind
 * `changeEmail`, `auth/options/email-verification.ts`); the old address stays until it is opened,
 * which continues to the account page. An address that belongs to someone else gets the same
 * answer and no mail, so the form does not tell which addresses have accounts.
 */
export async function changeAccountEmail(caller: AuthCaller, options: { email: string; currentEmail: string; locale: Locale }): Promise<AccountOutcome> {
  if (options.email.toLowerCase() === options.currentEmail.toLowerCase()) return { ok: false, error: 'sameEmail' };
  const callbackURL = `${accountPagePath(options.locale)}?section=email&notice=emailChanged`;
  return accountOutcome(await callAuth(caller, '/change-email', { newEmail: options.email, callbackURL }));
}

/**
 * A new password, with the current one: the policy first, then better-auth checks the current
 * password, stores the new one and ends every other session (this one is renewed: its new cookie
 * is in the outcome).
 */
export async function changeAccountPassword(
  caller: AuthCaller,
  options: { currentPassword: string; newPassword: string; confirmPassword: string },
): Promise<AccountOutcome> {
  const problem = newPasswordProblem(options.newPassword, options.confirmPassword);
  if (problem) return { ok: false, error: problem };
  const answer = await callAuth(caller, '/change-password', {
    currentPassword: options.currentPassword,
    newPassword: options.newPassword,
    revokeOtherSessions: true,
  });
  return accountOutcome(answer);
}
