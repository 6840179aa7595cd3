import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { session, user } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { isPlatformAdmin } from './platform-admin';

/**
 * Disables an account (every session of it ends at once; the session hook refuses new ones, see
 * `auth/options/session-site.ts`) or enables it again. A platform admin's account is refused: the
 * console must not lock out the people who run it (they leave PLATFORM_ADMIN_EMAILS first).
 */
export async function setAccountDisabled(db: Database, options: { userId: string; disabled: boolean }): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, options.userId)).for('update').limit(1);
    if (!account) throw new AppError('NOT_FOUND', 'platform.userNotFound');
    if (options.disabled && isPlatformAdmin(account.email)) throw new AppError('CONFLICT', 'platform.adminNotDisabled');
    await tx
      .update(user)
      .set({ disabledAt: options.disabled ? new Date() : null })
      .where(eq(user.id, options.userId));
    // Sessions are read from the database on every request (no cookie cache): deleted, they are over.
    if (options.disabled) await tx.delete(session).where(eq(session.userId, options.userId));
    return account;
  });
}
