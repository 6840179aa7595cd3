import { and, eq } from 'drizzle-orm';
import { APIError, type BetterAuthOptions } from 'better-auth';
import type { Database } from '../../../db/client';
import { memberships, user } from '../../../db/schema';
import { resolveSiteByHost } from '../../sites/resolve-site';

type DatabaseHooks = NonNullable<BetterAuthOptions['databaseHooks']>;

/** better-auth's error code when a disabled account signs in (the sign-in forms show their sentence). */
export const ACCOUNT_DISABLED = 'ACCOUNT_DISABLED';

/**
 * Sessions remember the site they were signed in on (cookies are per host), so removing a member
 * can end exactly their sessions of that site, and the team panel can show the last sign-in. A
 * disabled account gets none.
 */
export function sessionSiteHooks(db: Database): DatabaseHooks {
  return {
    session: {
      create: {
        async before(session, context) {
          // A platform admin disabled the account (the console): no session, whichever way it signs in
          // (password, second factor, invitation, hand-off). Asked after the password was checked,
          // so it tells nothing to someone who does not know it.
          const [owner] = await db.select({ disabledAt: user.disabledAt }).from(user).where(eq(user.id, session.userId)).limit(1);
          if (owner?.disabledAt) throw new APIError('FORBIDDEN', { code: ACCOUNT_DISABLED, message: 'This account is disabled.' });
          const host = context?.request?.headers.get('host') ?? context?.headers?.get('host') ?? null;
          const site = host ? await resolveSiteByHost(host, db).catch(() => null) : null;
          return { data: { ...session, siteId: site?.id ?? null } };
        },
        async after(session) {
          const siteId = (session as { siteId?: string | null }).siteId;
          if (!siteId) return;
          await db
            .update(memberships)
            .set({ lastSignInAt: new Date() })
            .where(and(eq(memberships.userId, session.userId), eq(memberships.siteId, siteId)));
        },
      },
    },
  };
}
