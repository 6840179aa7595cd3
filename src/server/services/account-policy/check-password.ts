import { dictionary } from '@zxcvbn-ts/language-common';
import { MAX_PASSWORD_LENGTH } from '../../../shared/schemas/account';

/** The shortest password a person may choose (sign-up, invitation, reset, change alike). */
export const MIN_PASSWORD_LENGTH = 10;

/** Why a new password is refused. */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';

let common: Set<string> | undefined;

/**
 * Whether a password is on the list of common and breached passwords that ships with
 * @zxcvbn-ts/language-common (about 49,000 entries, read once from the package: no network
 * look-up). Compared without case: `Password123` is as guessable as `password123`.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/**
 * The password policy of every place a person sets a password: at least ten characters (counted
 * as characters, not UTF-16 units), at most better-auth's 128, and not a common password.
 */
export function checkPassword(password: string): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong';
  return isCommonPassword(password) ? 'common' : null;
}
