import { and, eq, isNull } from 'drizzle-orm';
import { ROLE_RANK } from '../../../shared/permissions';
import type { Queryable } from '../../db/client';
import { type MemberRole, memberships, sites } from '../../db/schema';

export { ROLE_RANK };

/** The user's role on a site, or null when they are not a member of it. */
export async function getMembershipRole(db: Queryable, options: { userId: string; siteId: string }): Promise<MemberRole | null> {
  return (await getMemberAccess(db, options))?.role ?? null;
}

/** A member's role (none on a deleted site) and whether the site asks every member for two-factor sign-in (one query). */
export async function getMemberAccess(
  db: Queryable,
  options: { userId: string; siteId: string },
): Promise<{ role: MemberRole; requireTwoFactor: boolean } | null> {
  const rows = await db
    .select({ role: memberships.role, requireTwoFactor: sites.requireTwoFactor })
    .from(memberships)
    .innerJoin(sites, eq(sites.id, memberships.siteId))
    .where(and(eq(memberships.userId, options.userId), eq(memberships.siteId, options.siteId), isNull(sites.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** "This role and above" (opticians rank below editors): for routes declared by role alone. */
export function hasRole(role: MemberRole | null, required: MemberRole): boolean {
  return role !== null && ROLE_RANK[role] >= ROLE_RANK[required];
}

/** A member who has to turn on two-factor sign-in before using the site's member routes. */
export function lacksRequiredTwoFactor(access: { requireTwoFactor: boolean }, user: { twoFactorEnabled: boolean }): boolean {
  return access.requireTwoFactor && !user.twoFactorEnabled;
}
