import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { type Database, getDb } from '../db/client';
import { account, session, twoFactor, user, verification } from '../db/schema';
import { auditSignInPlugin } from '../services/auth/options/audit-sign-in';
import { emailVerificationOptions } from '../services/auth/options/email-verification';
import { passwordResetOptions } from '../services/auth/options/password-reset';
import { sessionSiteHooks } from '../services/auth/options/session-site';
import { siteHandoffPlugin } from '../services/auth/options/site-handoff';
import { getConfig } from './config';
import { isInternalAuthRequest } from './internal-auth-request';
import { redisAuthRateLimit } from './limits/auth-rate-limit';
import { limitRedis } from './limits/redis';
import { CLIENT_IP_HEADER } from './request-headers';

function createAuth(db: Database) {
  const config = getConfig();
  const redis = limitRedis();
  return betterAuth({
    basePath: '/api/v1/auth',
    // No baseURL: each tenant host signs in on its own origin; better-auth trusts the request's origin.
    secret: config.authSecret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, twoFactor } }),
    // Sign-up is ours (`services/signup`): it checks the password list, the terms and SIGNUP first.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 10, ...passwordResetOptions(db) },
    emailVerification: emailVerificationOptions(db),
    user: { changeEmail: { enabled: true } },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      additionalFields: { siteId: { type: 'string', required: false, input: false } },
    },
    databaseHooks: sessionSiteHooks(db),
    // The audit plugin after two-factor: it sees a sign-in once its session really exists.
    plugins: [twoFactorPlugin({ issuer: 'Webbox', skipVerificationOnEnable: false }), siteHandoffPlugin(), auditSignInPlugin(db)],
    rateLimit: {
      enabled: config.NODE_ENV !== 'test',
      window: 60,
      max: 100,
      storage: 'memory',
      // With REDIS_URL every instance counts the same attempts (a guesser cannot spread them).
      ...(redis ? { customStorage: redisAuthRateLimit(redis) } : {}),
      customRules: {
        '/sign-in/email': { window: 60, max: config.SIGN_IN_ATTEMPTS_PER_MINUTE },
        // Sign-up's verification mail: counted by sign-up's own limits when we ask for it (internal-auth-request.ts).
        '/send-verification-email': (request, rule) => (isInternalAuthRequest(request) ? false : rule),
      },
    },
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    advanced: {
      useSecureCookies: config.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // "Base URL is not set" is our design (one auth for many hosts), not a problem to warn about.
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let cached: { db: Database; auth: Auth } | undefined;

/** better-auth bound to the process database. */
export function getAuth(): Auth {
  const db = getDb();
  if (cached?.db !== db) cached = { db, auth: createAuth(db) };
  return cached.auth;
}

export type SessionUser = { id: string; email: string; name: string; twoFactorEnabled: boolean };

/** The signed-in user for these request headers, or null. */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  const result = await getAuth().api.getSession({ headers });
  if (!result) return null;
  return { id: result.user.id, email: result.user.email, name: result.user.name, twoFactorEnabled: result.user.twoFactorEnabled === true };
}
