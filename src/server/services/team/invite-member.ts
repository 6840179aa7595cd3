import { and, eq, isNull } from 'drizzle-orm';
import type { EditorLocale } from '../../../shared/i18n/config';
import type { InviteMemberRequest } from '../../../shared/schemas/team';
import type { Database, Transaction } from '../../db/client';
import { type MemberRole, invitations, memberships, user } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { SessionUser } from '../../platform/auth';
import type { SiteContext } from '../sites/resolve-site';
import { INVITATION_VALID_MS, newInvitationToken } from './invitation-token';
import { queueInvitationMail } from './send-invitation-mail';
import { type TeamActor, assertMayTouch, lockTeam } from './team-rules';

export type InviteOptions = { site: SiteContext; actor: TeamActor & { user: SessionUser }; locale: EditorLocale; request: InviteMemberRequest; now?: Date };

/**
 * Invites an address to the site with a role: a single-use link valid for 7 days, mailed through
 * the outbox in the inviter's editor language. An open invitation of the same address is replaced
 * (its link stops working). A present member is refused: their role is changed in the list.
 */
export async function inviteMember(db: Database, options: InviteOptions): Promise<{ id: string }> {
  const { site, actor, request } = options;
  assertMayTouch(actor, request.role);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockTeam(tx, site.id);
    const [member] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(user, eq(user.id, memberships.userId))
      .where(and(eq(memberships.siteId, site.id), eq(user.email, request.email)))
      .limit(1);
    if (member) throw new AppError('CONFLICT', 'team.alreadyMember');
    const { id, token } = await storeInvitation(tx, {
      siteId: site.id,
      email: request.email,
      role: request.role,
      invitedBy: actor.userId,
      locale: options.locale,
      now,
    });
    await queueInvitationMail(tx, { site, to: request.email, role: request.role, token, inviter: actor.user.name || actor.user.email, locale: options.locale });
    return { id };
  });
}

/**
 * The invitation row: a single-use token (only its hash stored) valid for 7 days; an open
 * invitation of the same address to the site is revoked (its link stops working). The caller
 * mails the token within the same transaction.
 */
export async function storeInvitation(
  tx: Transaction,
  options: { siteId: string; email: string; role: MemberRole; invitedBy: string; locale: EditorLocale; now: Date },
): Promise<{ id: string; token: string }> {
  const { siteId, email, now } = options;
  await tx
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.siteId, siteId), eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
  const { token, tokenHash } = newInvitationToken();
  const [created] = await tx
    .insert(invitations)
    .values({
      siteId,
      email,
      role: options.role,
      tokenHash,
      invitedBy: options.invitedBy,
      locale: options.locale,
      expiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
      lastSentAt: now,
    })
    .returning({ id: invitations.id });
  if (!created) throw new Error('the invitation was not stored');
  return { id: created.id, token };
}
