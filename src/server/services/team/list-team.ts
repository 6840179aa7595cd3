import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Team } from '../../../shared/schemas/team';
import type { Queryable } from '../../db/client';
import { invitations, memberships, sites, user } from '../../db/schema';

/** A site's members (with their last sign-in here), its open invitations and its two-factor rule. */
export async function listTeam(db: Queryable, options: { siteId: string; userId: string; now?: Date }): Promise<Team> {
  const now = options.now ?? new Date();
  const [members, open, [site]] = await Promise.all([
    db
      .select({ userId: memberships.userId, name: user.name, email: user.email, role: memberships.role, lastSignInAt: memberships.lastSignInAt })
      .from(memberships)
      .innerJoin(user, eq(user.id, memberships.userId))
      .where(eq(memberships.siteId, options.siteId))
      .orderBy(asc(memberships.createdAt), asc(user.email)),
    db
      .select({ id: invitations.id, email: invitations.email, role: invitations.role, sentAt: invitations.lastSentAt, expiresAt: invitations.expiresAt })
      .from(invitations)
      .where(and(eq(invitations.siteId, options.siteId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .orderBy(asc(invitations.createdAt)),
    db.select({ requireTwoFactor: sites.requireTwoFactor }).from(sites).where(eq(sites.id, options.siteId)).limit(1),
  ]);
  return {
    members: members.map((member) => ({ ...member, lastSignInAt: member.lastSignInAt?.toISOString() ?? null, self: member.userId === options.userId })),
    invitations: open.flatMap((invitation) =>
      invitation.role
        ? [
            {
              id: invitation.id,
              email: invitation.email,
              role: invitation.role,
              sentAt: invitation.sentAt.toISOString(),
              expiresAt: invitation.expiresAt.toISOString(),
              expired: invitation.expiresAt <= now,
            },
          ]
        : [],
    ),
    requireTwoFactor: site?.requireTwoFactor ?? false,
  };
}
