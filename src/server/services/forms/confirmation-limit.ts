import { and, eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { outbox } from '../../db/schema';

/** At most one confirmation per recipient address and site in this window. */
export const CONFIRMATION_WINDOW_MS = 60 * 60 * 1000;

/**
 * Whether a confirmation to this address may be queued now. Counted in the outbox itself (so the
 * limit holds across instances) under a transaction lock per site and address, so two submissions
 * racing in on two instances cannot both pass. Addresses compare case-insensitively: mail
 * providers treat `Anna@x.ch` and `anna@x.ch` as one inbox.
 */
export async function mayQueueConfirmation(tx: Transaction, options: { siteId: string; to: string; now?: Date }): Promise<boolean> {
  const address = options.to.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`confirmation:${options.siteId}:${address}`}, 0))`);
  const since = new Date((options.now ?? new Date()).getTime() - CONFIRMATION_WINDOW_MS);
  const [recent] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(eq(outbox.siteId, options.siteId), eq(outbox.recipient, 'visitor'), gt(outbox.createdAt, since), sql`lower(${outbox.payload}->>'to') = ${address}`),
    )
    .limit(1);
  return !recent;
}
