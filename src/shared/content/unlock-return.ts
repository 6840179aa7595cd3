/**
 * What a password form posted without JavaScript comes back with when it failed: the `form`
 * parameter of the 303 back to the protected page (no personal data, so the URL may carry it).
 */
export const UNLOCK_RETURN = { wrongPassword: 'unlock.wrong', tooManyAttempts: 'unlock.limit' } as const;
export type UnlockFailure = keyof typeof UNLOCK_RETURN;

/** The failure a `form` parameter names, or null. */
export function unlockFailureOf(form: string | null): UnlockFailure | null {
  if (form === UNLOCK_RETURN.wrongPassword) return 'wrongPassword';
  if (form === UNLOCK_RETURN.tooManyAttempts) return 'tooManyAttempts';
  return null;
}
