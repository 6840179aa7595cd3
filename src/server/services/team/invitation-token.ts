import { createHash, randomBytes } from 'node:crypto';

/** How long an invitation link works (the issue: 7 days). */
export const INVITATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/** A fresh link token (32 random bytes) and the only thing stored of it, its SHA-256. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
