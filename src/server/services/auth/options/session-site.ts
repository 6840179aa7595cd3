import { and, eq } from 'drizzle-orm';
import type { BetterAuthOptions } from 'better-auth';
import type { Database } from '../../../db/client';
import { memberships } from '../../../db/schema';
import { resolveSiteByHost } from '../../sites/resolve-site';

type DatabaseHooks = NonNullable<BetterAuthOptions['databaseHooks']>;

/**
 * Sessions remember the site they were signed in on (cookies are per host), so removing a member
 * can end exactly their sessions of that site, and the team panel can show the last sign-in.
 */
export function sessionSiteHooks(db: Database): DatabaseHooks {
  return {
    session: {
      create: {
        async before(session, context) {
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
