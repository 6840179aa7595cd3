import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { getAuth } from '../../platform/auth';
import { type AccountSession, listAccountSessions } from './account-sessions';
import { type TwoFactorState, takeBackupCodes, twoFactorState } from './two-factor-setup';

/** Everything the account page shows of the signed-in person. */
export type AccountOverview = {
  user: { id: string; name: string; email: string };
  sessions: AccountSession[];
  twoFactor: TwoFactorState;
  /** New backup codes, when this page load holds the one-time permission to show them. */
  backupCodes: string[] | null;
};

/**
 * The account page's data for the session of these request headers, or null when nobody is signed
 * in. `codesNotice` is the page's `?codes=` (spent here: backup codes are shown once).
 */
export async function loadAccountOverview(db: Database, options: { headers: Headers; codesNotice?: string | undefined }): Promise<AccountOverview | null> {
  const current = await getAuth().api.getSession({ headers: options.headers });
  if (!current) return null;
  const userId = current.user.id;
  const [row] = await db.select({ name: user.name, email: user.email, twoFactorEnabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1);
  if (!row) return null;
  const [sessions, twoFactor, backupCodes] = await Promise.all([
    listAccountSessions(db, { userId, currentSessionId: current.session.id }),
    twoFactorState(db, { userId, email: row.email, enabled: row.twoFactorEnabled === true }),
    options.codesNotice ? takeBackupCodes(db, { userId, notice: options.codesNotice }) : Promise.resolve(null),
  ]);
  return { user: { id: userId, name: row.name, email: row.email }, sessions, twoFactor, backupCodes };
}
