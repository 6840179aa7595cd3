import { eq } from 'drizzle-orm';
import type { SignupRequest } from '../../../shared/schemas/signup';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { getAuth } from '../../platform/auth';
import { getConfig } from '../../platform/config';
import { getLogger } from '../../platform/logger';
import { isCommonPassword } from '../account-policy/check-password';
import { claimPlatformInvitation, findPlatformInvitation, releasePlatformInvitation } from './platform-invitations';
import { requestVerificationMail } from './request-verification-mail';
import { PlatformFormRefusal } from './signup-refusal';

type Origin = { requestUrl: string; headers: Headers };

/** Whether sign-up takes new accounts now, and how (SIGNUP). */
export function signupMode(): 'open' | 'invite' | 'closed' {
  return getConfig().SIGNUP;
}

/**
 * Creates an account (unverified) and sends the verification link. The answer is the same whether
 * the address is new or already has an account — nothing here tells which: an existing account
 * keeps its password and name, and only gets a new link if it is still unverified (better-auth
 * decides that, after the same delay). With SIGNUP=invite the invitation for this address is
 * claimed first and given back if the account cannot be made.
 */
export async function signUp(db: Database, options: { request: SignupRequest } & Origin): Promise<void> {
  const { request } = options;
  const mode = signupMode();
  if (mode === 'closed') throw new PlatformFormRefusal('FORBIDDEN', 'closed', null);
  let invitationId: string | null = null;
  if (mode === 'invite') {
    const invitation = await findPlatformInvitation(db, request.invitation);
    if (!invitation || invitation.email !== request.email) throw new PlatformFormRefusal('FORBIDDEN', 'invitationInvalid', null);
    invitationId = invitation.id;
  }
  if (isCommonPassword(request.password)) throw new PlatformFormRefusal('BAD_REQUEST', 'passwordCommon', 'password');

  const context = await getAuth().$context;
  // Hashed for new and known addresses alike, so the time taken tells nothing.
  const hash = await context.password.hash(request.password);
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, request.email)).limit(1);
  if (invitationId && !(await claimPlatformInvitation(db, invitationId))) throw new PlatformFormRefusal('FORBIDDEN', 'invitationInvalid', null);
  if (!existing) {
    try {
      const created = await context.internalAdapter.createUser({ email: request.email, name: request.name, emailVerified: false }, { method: 'signup' });
      await context.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: hash });
    } catch (error) {
      // A parallel sign-up with the same address made it first: that one is the account.
      const [raced] = await db.select({ id: user.id }).from(user).where(eq(user.email, request.email)).limit(1);
      if (!raced) {
        if (invitationId) await releasePlatformInvitation(db, invitationId);
        throw error;
      }
      getLogger().info('sign-up raced another sign-up of the same address');
    }
  }
  await requestVerificationMail({ email: request.email, locale: request.lang, requestUrl: options.requestUrl, headers: options.headers });
}

/** "Send me a new link": the same answer for every address (better-auth mails unverified accounts only). */
export async function resendVerification(options: { email: string; locale: SignupRequest['lang'] } & Origin): Promise<void> {
  await requestVerificationMail({ email: options.email, locale: options.locale, requestUrl: options.requestUrl, headers: options.headers });
}
