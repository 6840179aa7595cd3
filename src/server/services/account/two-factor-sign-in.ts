import type { TwoFactorSignInError } from '../auth/account-paths';
import { type AuthCaller, callAuth } from '../auth/call-auth';

export type TwoFactorSignInOutcome = { ok: true; setCookies: string[] } | { ok: false; error: TwoFactorSignInError; setCookies: string[] };

/**
 * The second step of a sign-in: the browser holds better-auth's two-factor cookie (set instead of a
 * session when the password was right); a code of the app, or one backup code, turns it into a
 * session. better-auth counts the attempts per challenge (five) and locks the second factor after
 * ten failures in a row; a challenge lives ten minutes.
 */
export async function verifyTwoFactorSignIn(
  caller: AuthCaller,
  options: { code: string; method?: 'totp' | 'backup' | undefined },
): Promise<TwoFactorSignInOutcome> {
  const digits = options.code.replace(/\s+/g, '');
  // One field takes both: the app's code is six digits, a backup code is not.
  const method = options.method ?? (/^\d{6}$/.test(digits) ? 'totp' : 'backup');
  const path = method === 'backup' ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp';
  const code = method === 'backup' ? options.code.trim() : digits;
  const answer = await callAuth(caller, path, { code });
  if (answer.ok) return { ok: true, setCookies: answer.setCookies };
  const setCookies = answer.setCookies;
  if (answer.status === 429 || answer.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' || answer.code === 'ACCOUNT_TEMPORARILY_LOCKED') {
    // Too many wrong codes also end the challenge: the page offers to sign in again, later.
    return { ok: false, error: 'rate', setCookies };
  }
  if (answer.code === 'INVALID_TWO_FACTOR_COOKIE') return { ok: false, error: 'expired', setCookies };
  return { ok: false, error: 'code', setCookies };
}
