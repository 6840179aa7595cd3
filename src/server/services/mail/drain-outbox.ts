import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './retry-schedule';
import type { MailTransport } from './transport';

export type DrainOptions = {
  db: Database;
  transport: MailTransport;
  /** The From header (MAIL_FROM). */
  from: string;
  /** The worker's clock; tests move it forward instead of waiting for the backoff. */
  now?: () => Date;
  batchSize?: number;
  /** How long a claimed row stays reserved for this worker (longer than any send can take). */
  leaseMs?: number;
  /** Only this tenant's mail (tests sharing one database, operator tooling); all sites when absent. */
  siteId?: string;
  /**
   * Only rows queued for this mail transport (`mailTransportKey`) and rows queued before rows
   * recorded one; every row when absent (operator tooling, tests).
   */
  transportKey?: string;
  /** Stops between two sends (shutdown); the rows claimed but not sent are released at once. */
  signal?: AbortSignal;
};
export type DrainResult = { sent: number; failed: number };

/**
 * Sends every due outbox mail once. A row is claimed with FOR UPDATE SKIP LOCKED and a lease
 * (`locked_until`), so concurrent workers — other instances on Postgres — never take the same row;
 * after sending it is marked sent, after a failure rescheduled with backoff.
 *
 * Delivery is at least once: only a crash between the server accepting a mail and the row being
 * marked sent leaves it pending, and it is then sent once more when its lease has run out.
 */
export async function drainOutbox(options: DrainOptions): Promise<DrainResult> {
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const result: DrainResult = { sent: 0, failed: 0 };
  for (;;) {
    const rows = await claimDueRows(options.db, { now: now(), batchSize, leaseMs, siteId: options.siteId, transportKey: options.transportKey });
    if (rows.length === 0) return result;
    for (const [index, row] of rows.entries()) {
      if (options.signal?.aborted) {
        const unsent = rows.slice(index).map((rest) => rest.id);
        await options.db.update(outbox).set({ lockedUntil: null }).where(inArray(outbox.id, unsent));
        return result;
      }
      let failure: unknown = null;
      try {
        await options.transport.send({ id: row.id, from: options.from, ...row.payload });
      } catch (error) {
        failure = error ?? new Error('send failed');
      }
      if (failure === null) {
        // If this update is lost (crash, database gone), the row stays leased and is sent again
        // after the lease: the one case of a duplicate.
        await options.db
          .update(outbox)
          .set({ status: 'sent', sentAt: now(), attempts: sql`${outbox.attempts} + 1`, lockedUntil: null, lastError: null })
          .where(eq(outbox.id, row.id));
        result.sent += 1;
        continue;
      }
      const attempts = row.attempts + 1;
      await options.db
        .update(outbox)
        .set({
          status: attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending',
          attempts,
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
          lockedUntil: null,
          lastError: describeError(failure),
        })
        .where(eq(outbox.id, row.id));
      result.failed += 1;
    }
    if (options.signal?.aborted) return result;
  }
}

async function claimDueRows(
  db: Database,
  options: { now: Date; batchSize: number; leaseMs: number; siteId: string | undefined; transportKey: string | undefined },
) {
  const { now } = options;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, now),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
          options.siteId ? eq(outbox.siteId, options.siteId) : undefined,
          options.transportKey ? or(isNull(outbox.transport), eq(outbox.transport, options.transportKey)) : undefined,
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ lockedUntil: new Date(now.getTime() + options.leaseMs) })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({ id: outbox.id, payload: outbox.payload, attempts: outbox.attempts });
  });
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}
