import { eq } from 'drizzle-orm';
import { ZAddMemberRequest } from '../../../shared/schemas/sites';
import type { Queryable } from '../../db/client';
import { type MemberRole, memberships, siteDomains, user } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { parseOrThrow } from '../sites/create-site';

/** Gives a user a role on the site serving a host (or changes the role they have). */
export async function addMember(
  db: Queryable,
  input: { email: string; host: string; role: string },
): Promise<{ userId: string; siteId: string; role: MemberRole }> {
  const request = parseOrThrow(ZAddMemberRequest, input);
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, request.email)).limit(1);
  if (!account) throw new AppError('NOT_FOUND', 'admin.userNotFound', { values: { email: request.email } });
  const [domain] = await db.select({ siteId: siteDomains.siteId }).from(siteDomains).where(eq(siteDomains.host, request.host)).limit(1);
  if (!domain) throw new AppError('NOT_FOUND', 'admin.hostNotFound', { values: { host: request.host } });
  await db
    .insert(memberships)
    .values({ userId: account.id, siteId: domain.siteId, role: request.role })
    .onConflictDoUpdate({ target: [memberships.userId, memberships.siteId], set: { role: request.role } });
  return { userId: account.id, siteId: domain.siteId, role: request.role };
}
