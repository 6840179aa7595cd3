import { MAX_PASSWORD_LENGTH, type PasswordFormError } from '../../../shared/schemas/account';
import { checkPassword } from '../account-policy/check-password';

/** The checks of a new password typed twice (reset and change): the policy, then the repetition. */
export function newPasswordProblem(password: string, confirmation: string): PasswordFormError | null {
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong';
  const problem = checkPassword(password);
  if (problem) return problem;
  return password === confirmation ? null : 'mismatch';
}
