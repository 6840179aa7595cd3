import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type MemberRole, invitations, user } from '../../db/schema';
import { hashInvitationToken } from './invitation-token';

export type InvitationState = 'valid' | 'expired' | 'used' | 'revoked' | 'unknown';

export type InvitationLookup =
  | { state: 'valid'; id: string; email: string; role: MemberRole; inviter: string | null; expiresAt: Date }
  | { state: Exclude<InvitationState, 'valid'> };

/**
 * What a link's token stands for on this site: an open invitation, or why it no longer works. A
 * token of another site's invitation (or of a platform invitation) is unknown here.
 */
export async function findInvitation(db: Queryable, options: { siteId: string; token: string; now?: Date; lock?: boolean }): Promise<InvitationLookup> {
  if (!options.token || options.token.length > 200) return { state: 'unknown' };
  const query = db
    .select({
      id: invitations.id,
      siteId: invitations.siteId,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      revokedAt: invitations.revokedAt,
      inviter: user.name,
    })
    .from(invitations)
    .leftJoin(user, eq(user.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, hashInvitationToken(options.token)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: invitations }) : await query;
  if (!row || row.siteId !== options.siteId || !row.role) return { state: 'unknown' };
  if (row.acceptedAt) return { state: 'used' };
  if (row.revokedAt) return { state: 'revoked' };
  if (row.expiresAt <= (options.now ?? new Date())) return { state: 'expired' };
  return { state: 'valid', id: row.id, email: row.email, role: row.role, inviter: row.inviter, expiresAt: row.expiresAt };
}
