import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type MemberRole, memberships } from '../../db/schema';

/** Opticians are the businesses' own staff and edit like editors; admins and owners manage more. */
export const ROLE_RANK: Record<MemberRole, number> = { optician: 2, editor: 2, admin: 3, owner: 4 };

/** The user's role on a site, or null when they are not a member of it. */
export async function getMembershipRole(db: Queryable, options: { userId: string; siteId: string }): Promise<MemberRole | null> {
  const rows = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, options.userId), eq(memberships.siteId, options.siteId)))
    .limit(1);
  return rows[0]?.role ?? null;
}

export function hasRole(role: MemberRole | null, required: MemberRole): boolean {
  return role !== null && ROLE_RANK[role] >= ROLE_RANK[required];
}
