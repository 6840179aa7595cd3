import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { handoffIdentifier, parseHandoffBinding } from '../../onboarding/site-handoff';

/**
 * Redeems a site hand-off (see services/onboarding/site-handoff.ts) on the site's host: consumes
 * the token (better-auth's atomic consume: one redemption wins), checks that it was issued for this
 * very site, and signs its user in with a new session of this host through better-auth's own
 * session and cookie helpers — so the session-site hook records the site and the cookie is the one
 * every other sign-in sets. Server-only: reachable through `auth.api`, never as an HTTP endpoint of
 * its own (the API's `GET /handoff` calls it after resolving the site from the Host).
 */
export function siteHandoffPlugin() {
  return {
    id: 'site-handoff',
    endpoints: {
      redeemSiteHandoff: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ token: z.string().min(1).max(200), siteId: z.string().min(1) }) },
        async (ctx) => {
          const stored = await ctx.context.internalAdapter.consumeVerificationValue(handoffIdentifier(ctx.body.token));
          const binding = stored ? parseHandoffBinding(stored.value) : null;
          if (!binding || binding.siteId !== ctx.body.siteId) return ctx.json({ redeemed: false });
          const found = await ctx.context.internalAdapter.findUserById(binding.userId);
          if (!found) return ctx.json({ redeemed: false });
          const session = await ctx.context.internalAdapter.createSession(found.id);
          await setSessionCookie(ctx, { session, user: found });
          return ctx.json({ redeemed: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
