import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * "Zwei-Faktor für alle Mitglieder verlangen" (owners only: the route's `security` permission).
 * Read on every member request (with the membership), so it takes effect at once.
 */
export async function setRequireTwoFactor(
  db: Database,
  options: { siteId: string; requireTwoFactor: boolean; actorHasTwoFactor: boolean },
): Promise<{ requireTwoFactor: boolean; changed: boolean }> {
  // Turned on by someone without it, the rule would lock its author out of the site at once.
  if (options.requireTwoFactor && !options.actorHasTwoFactor) throw new AppError('CONFLICT', 'team.ownTwoFactorFirst');
  // Only a row whose rule differs is written: `changed` says whether the rule moved (the audit log records only that).
  const updated = await db
    .update(sites)
    .set({ requireTwoFactor: options.requireTwoFactor })
    .where(and(eq(sites.id, options.siteId), ne(sites.requireTwoFactor, options.requireTwoFactor)))
    .returning({ id: sites.id });
  return { requireTwoFactor: options.requireTwoFactor, changed: updated.length > 0 };
}
