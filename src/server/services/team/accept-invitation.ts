import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type MemberRole, account, invitations, memberships, user } from '../../db/schema';
import { getAuth } from '../../platform/auth';
import { type PasswordProblem, checkPassword } from '../account-policy/check-password';
import { findInvitation, type InvitationState } from './find-invitation';

/** Why accepting did not work, as the accept page names it (`?error=`). */
export type AcceptProblem = Exclude<InvitationState, 'valid'> | PasswordProblem | 'wrongAccount' | 'accountExists' | 'signInFailed' | 'nameRequired' | 'rate';

export class AcceptInvitationError extends Error {
  constructor(readonly problem: AcceptProblem) {
    super(`invitation not accepted: ${problem}`);
  }
}

/** Locks the open invitation of the token (or refuses with why it is not open). */
async function lockValid(tx: Transaction, siteId: string, token: string) {
  const found = await findInvitation(tx, { siteId, token, lock: true });
  if (found.state !== 'valid') throw new AcceptInvitationError(found.state);
  return found;
}

/** The membership the invitation offers (a present member keeps their role) and the link used up. */
async function join(tx: Transaction, options: { siteId: string; invitationId: string; userId: string; role: 'owner' | 'admin' | 'editor' | 'optician' }) {
  await tx.insert(memberships).values({ userId: options.userId, siteId: options.siteId, role: options.role }).onConflictDoNothing();
  await tx.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, options.invitationId));
}

/** The invited address of an open invitation (for signing its account in before joining). */
export async function invitedEmail(db: Database, options: { siteId: string; token: string }): Promise<string> {
  const found = await findInvitation(db, options);
  if (found.state !== 'valid') throw new AcceptInvitationError(found.state);
  return found.email;
}

/**
 * A signed-in person accepts: only the account of the invited address may (the link was mailed
 * there), so a forwarded link does not make someone else a member.
 */
export async function joinWithAccount(
  db: Database,
  options: { siteId: string; token: string; user: { id: string; email: string } },
): Promise<{ role: MemberRole }> {
  return db.transaction(async (tx) => {
    const invitation = await lockValid(tx, options.siteId, options.token);
    if (invitation.email.toLowerCase() !== options.user.email.toLowerCase()) throw new AcceptInvitationError('wrongAccount');
    await join(tx, { siteId: options.siteId, invitationId: invitation.id, userId: options.user.id, role: invitation.role });
    return { role: invitation.role };
  });
}

/**
 * A new person accepts with a name and password: account (e-mail verified — they opened the link
 * mailed to it), password, membership and the used link in one transaction. An address that has
 * an account already signs in instead.
 */
export async function createAccountFromInvitation(
  db: Database,
  options: { siteId: string; token: string; name: string; password: string },
): Promise<{ email: string; userId: string; role: MemberRole }> {
  const name = options.name.trim();
  if (!name) throw new AcceptInvitationError('nameRequired');
  const problem = checkPassword(options.password);
  if (problem) throw new AcceptInvitationError(problem);
  const hash = await (await getAuth().$context).password.hash(options.password);
  return db.transaction(async (tx) => {
    const invitation = await lockValid(tx, options.siteId, options.token);
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, invitation.email)).limit(1);
    if (existing) throw new AcceptInvitationError('accountExists');
    const userId = randomUUID();
    await tx.insert(user).values({ id: userId, name: name.slice(0, 120), email: invitation.email, emailVerified: true });
    await tx.insert(account).values({ id: randomUUID(), userId, providerId: 'credential', accountId: userId, password: hash });
    await join(tx, { siteId: options.siteId, invitationId: invitation.id, userId, role: invitation.role });
    return { email: invitation.email, userId, role: invitation.role };
  });
}
