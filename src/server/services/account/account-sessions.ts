import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { session } from '../../db/schema';
import { getAuth } from '../../platform/auth';
import { type Device, deviceOf } from './device-name';

/** One of the person's signed-in devices as the account page lists it. */
export type AccountSession = { id: string; device: Device; lastSeen: Date; signedInAt: Date; current: boolean };

/**
 * The person's sessions that have not expired, the most recently used first. The cookie's session
 * is marked, so the page can say "this device" and offer the others for signing out.
 */
export async function listAccountSessions(db: Database, options: { userId: string; currentSessionId: string }): Promise<AccountSession[]> {
  const rows = await db
    .select({ id: session.id, userAgent: session.userAgent, updatedAt: session.updatedAt, createdAt: session.createdAt })
    .from(session)
    .where(and(eq(session.userId, options.userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: deviceOf(row.userAgent),
    lastSeen: row.updatedAt,
    signedInAt: row.createdAt,
    current: row.id === options.currentSessionId,
  }));
}

/**
 * Signs out one other device: only a session of this person (another person's id is simply not
 * found), never the one asking (that is the sign-out button). True when a session ended.
 */
export async function revokeAccountSession(db: Database, options: { userId: string; sessionId: string; currentSessionId: string }): Promise<boolean> {
  if (options.sessionId === options.currentSessionId) return false;
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, options.sessionId), eq(session.userId, options.userId)))
    .returning({ id: session.id });
  return ended.length > 0;
}

/** Signs out every device of the person but this one; the number of sessions ended. */
export async function revokeOtherAccountSessions(db: Database, options: { userId: string; currentSessionId: string }): Promise<number> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, options.userId), ne(session.id, options.currentSessionId)))
    .returning({ id: session.id });
  return ended.length;
}

/** The id of the session these request headers carry (the device asking), or null. */
export async function currentSessionId(headers: Headers): Promise<string | null> {
  const current = await getAuth().api.getSession({ headers });
  return current?.session.id ?? null;
}
