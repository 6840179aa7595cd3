import { and, eq, sql } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import type { Transaction } from '../../db/client';
import { type MemberRole, memberships } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** Who acts on the team: the signed-in member and their role on the site. */
export type TeamActor = { userId: string; role: MemberRole };

/**
 * Owners are only made, changed and removed by owners: an admin manages the team below the owners
 * (the matrix's `ownership` permission).
 */
export function assertMayTouch(actor: TeamActor, ...roles: MemberRole[]): void {
  if (roles.includes('owner') && !can(actor.role, 'ownership')) throw new AppError('FORBIDDEN', 'team.ownersOnly');
}

/**
 * Refuses a change that would leave the site without an owner. Locks the site's owner rows first,
 * so two owners demoting each other at once cannot both succeed.
 */
export async function assertOwnerRemains(tx: Transaction, siteId: string, leavingUserId: string): Promise<void> {
  const owners = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.siteId, siteId), eq(memberships.role, 'owner')))
    .for('update');
  if (!owners.some((owner) => owner.userId !== leavingUserId)) throw new AppError('CONFLICT', 'team.lastOwner');
}

/** A member of the site, locked for the change, or 404. */
export async function lockMember(tx: Transaction, siteId: string, userId: string): Promise<{ role: MemberRole }> {
  const [member] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.siteId, siteId), eq(memberships.userId, userId)))
    .for('update');
  if (!member) throw new AppError('NOT_FOUND', 'team.memberNotFound');
  return member;
}

/** Serialises team changes of one site (invitations and memberships) within a transaction. */
export async function lockTeam(tx: Transaction, siteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team:${siteId}`}))`);
}
