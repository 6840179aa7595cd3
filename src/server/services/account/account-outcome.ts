import type { AccountError } from '../../../shared/schemas/account';
import { AppError } from '../../platform/app-error';
import type { AuthAnswer } from '../auth/call-auth';

/** What an account change did: refused with a reason, or done with the cookies better-auth set. */
export type AccountOutcome = { ok: true; setCookies: string[] } | { ok: false; error: AccountError };

/** better-auth's refusal as the sentence the account page shows; its failures stay failures. */
export function accountOutcome(answer: AuthAnswer): AccountOutcome {
  if (answer.ok) return { ok: true, setCookies: answer.setCookies };
  if (answer.status === 429) return { ok: false, error: 'rate' };
  if (answer.status >= 500) throw new AppError('INTERNAL', 'request.failed');
  switch (answer.code) {
    case 'INVALID_PASSWORD':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return { ok: false, error: 'wrongPassword' };
    case 'PASSWORD_TOO_SHORT':
      return { ok: false, error: 'tooShort' };
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      return { ok: false, error: 'invalidCode' };
    case 'SESSION_EXPIRED':
      return { ok: false, error: 'reauthenticate' };
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return { ok: false, error: 'rate' };
    default:
      return { ok: false, error: 'failed' };
  }
}
