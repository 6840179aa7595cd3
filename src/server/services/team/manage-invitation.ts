import { and, eq, isNull } from 'drizzle-orm';
import type { EditorLocale } from '../../../shared/i18n/config';
import type { Database, Transaction } from '../../db/client';
import { type MemberRole, invitations } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { SessionUser } from '../../platform/auth';
import type { SiteContext } from '../sites/resolve-site';
import { INVITATION_VALID_MS, newInvitationToken } from './invitation-token';
import { queueInvitationMail } from './send-invitation-mail';
import { type TeamActor, assertMayTouch, lockTeam } from './team-rules';

/** An open invitation (not accepted, not revoked) of the site, locked; another site's is not found. */
async function lockOpenInvitation(tx: Transaction, siteId: string, id: string): Promise<{ email: string; role: MemberRole }> {
  const [row] = await tx
    .select({ email: invitations.email, role: invitations.role })
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.siteId, siteId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .for('update');
  if (!row?.role) throw new AppError('NOT_FOUND', 'team.invitationNotFound');
  return { email: row.email, role: row.role };
}

/**
 * Sends an invitation again with a new link and a new expiry: only the new link's hash is kept, so
 * the old link is dead from now on (also for an expired invitation, which this renews). Returns
 * whom it invited (for the audit log).
 */
export async function resendInvitation(
  db: Database,
  options: { site: SiteContext; actor: TeamActor & { user: SessionUser }; locale: EditorLocale; id: string; now?: Date },
): Promise<{ email: string; role: MemberRole }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockTeam(tx, options.site.id);
    const invitation = await lockOpenInvitation(tx, options.site.id, options.id);
    assertMayTouch(options.actor, invitation.role);
    const { token, tokenHash } = newInvitationToken();
    await tx
      .update(invitations)
      .set({ tokenHash, expiresAt: new Date(now.getTime() + INVITATION_VALID_MS), lastSentAt: now, locale: options.locale, invitedBy: options.actor.userId })
      .where(eq(invitations.id, options.id));
    await queueInvitationMail(tx, {
      site: options.site,
      to: invitation.email,
      role: invitation.role,
      token,
      inviter: options.actor.user.name || options.actor.user.email,
      locale: options.locale,
    });
    return invitation;
  });
}

/** Withdraws an open invitation: its link answers "no longer valid" from now on. Returns whom it invited (for the audit log). */
export async function revokeInvitation(
  db: Database,
  options: { siteId: string; actor: TeamActor; id: string; now?: Date },
): Promise<{ email: string; role: MemberRole }> {
  return db.transaction(async (tx) => {
    await lockTeam(tx, options.siteId);
    const invitation = await lockOpenInvitation(tx, options.siteId, options.id);
    assertMayTouch(options.actor, invitation.role);
    await tx
      .update(invitations)
      .set({ revokedAt: options.now ?? new Date() })
      .where(eq(invitations.id, options.id));
    return invitation;
  });
}
