import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Database } from '../../../db/client';
import { CLIENT_IP_HEADER } from '../../../platform/request-headers';
import { recordAuditEvent } from '../../audit/record-audit-event';
import { resolveSiteByHost } from '../../sites/resolve-site';

/** The steps of a sign-in: the password, then (with two-factor on) the code or a backup code. */
const SIGN_IN_STEPS: Record<string, 'password' | 'twoFactor'> = {
  '/sign-in/email': 'password',
  '/two-factor/verify-totp': 'twoFactor',
  '/two-factor/verify-backup-code': 'twoFactor',
  '/two-factor/verify-otp': 'twoFactor',
};

/** The `code` of better-auth's refusal (ACCOUNT_DISABLED, INVALID_EMAIL_OR_PASSWORD…), else its status. */
function reasonOf(error: { status: string | number; body?: unknown }): string {
  const body = error.body;
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code.slice(0, 60) : String(error.status);
}

/**
 * Writes sign-ins and failed sign-ins to the audit log, whichever way they come (the login form
 * with or without JavaScript, the two-factor step, an invitee signing in). Listed after the
 * two-factor plugin: its hook has then turned a password that still needs a code into a challenge
 * (no session yet), so a sign-in is logged once, when the session exists.
 */
export function auditSignInPlugin(db: Database) {
  return {
    id: 'audit-sign-in',
    hooks: {
      after: [
        {
          matcher: (context) => (context.path ?? '') in SIGN_IN_STEPS,
          handler: createAuthMiddleware(async (ctx) => {
            const step = SIGN_IN_STEPS[ctx.path ?? ''] ?? 'password';
            const headers = ctx.headers ?? ctx.request?.headers;
            const ip = headers?.get(CLIENT_IP_HEADER) ?? null;
            const returned = ctx.context.returned;
            if (isAPIError(returned)) {
              const typed = step === 'password' && typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : null;
              const host = headers?.get('host') ?? null;
              const site = host ? await resolveSiteByHost(host, db).catch(() => null) : null;
              await recordAuditEvent(db, {
                action: 'auth.signInFailed',
                siteId: site?.id ?? null,
                actor: { userId: null, email: typed, ip },
                details: { step, reason: reasonOf(returned) },
              });
              return;
            }
            const created = ctx.context.newSession;
            if (!created) return;
            const siteId = (created.session as { siteId?: string | null }).siteId ?? null;
            await recordAuditEvent(db, {
              action: 'auth.signIn',
              siteId,
              actor: { userId: created.user.id, email: created.user.email, ip },
              details: { step },
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
