import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type MemberRole, memberships, session } from '../../db/schema';
import { type TeamActor, assertMayTouch, assertOwnerRemains, lockMember, lockTeam } from './team-rules';

/**
 * Gives a member another role. Only owners make or unmake owners; the last owner stays owner.
 * Answers the role they had (the audit log's "from").
 */
export async function changeMemberRole(db: Database, options: { siteId: string; actor: TeamActor; userId: string; role: MemberRole }): Promise<MemberRole> {
  return db.transaction(async (tx) => {
    await lockTeam(tx, options.siteId);
    const member = await lockMember(tx, options.siteId, options.userId);
    assertMayTouch(options.actor, member.role, options.role);
    if (member.role === options.role) return member.role;
    if (member.role === 'owner') await assertOwnerRemains(tx, options.siteId, options.userId);
    await tx
      .update(memberships)
      .set({ role: options.role })
      .where(and(eq(memberships.siteId, options.siteId), eq(memberships.userId, options.userId)));
    return member.role;
  });
}

/**
 * Takes a member off the site and ends their sessions of this site at once (sessions signed in on
 * its hosts): their next request is signed out. Their sessions on other sites stay. Answers the
 * role they had.
 */
export async function removeMember(db: Database, options: { siteId: string; actor: TeamActor; userId: string }): Promise<MemberRole> {
  return db.transaction(async (tx) => {
    await lockTeam(tx, options.siteId);
    const member = await lockMember(tx, options.siteId, options.userId);
    assertMayTouch(options.actor, member.role);
    if (member.role === 'owner') await assertOwnerRemains(tx, options.siteId, options.userId);
    await tx.delete(memberships).where(and(eq(memberships.siteId, options.siteId), eq(memberships.userId, options.userId)));
    await tx.delete(session).where(and(eq(session.userId, options.userId), eq(session.siteId, options.siteId)));
    return member.role;
  });
}
