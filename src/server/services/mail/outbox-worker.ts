import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import { getMetrics } from '../../platform/metrics/registry';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { type PollingWorker, startPollingWorker } from '../../platform/polling-worker';
import { drainOutbox } from './drain-outbox';
import { setOutboxWaker } from './outbox-signal';
import type { MailTransport } from './transport';
import { ownMailTransportKey } from './transport-key';

/** `wake`: look for due mail now (after a submission); `stop`: the send in progress finishes, then the transport closes. */
export type OutboxWorker = PollingWorker;

/** Drains the outbox in the background: every `pollMs`, and at once when a submission wakes it. */
export function startOutboxWorker(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
  pollMs?: number;
  /** Only this tenant's mail (see DrainOptions.siteId). */
  siteId?: string;
  /** The transport whose rows this worker sends: this instance's (from its configuration) unless given. */
  transportKey?: string;
}): OutboxWorker {
  const transportKey = options.transportKey ?? ownMailTransportKey();
  warnAboutOtherTransports(options.db, transportKey, options.logger).catch((error: unknown) =>
    options.logger.error({ err: error }, 'outbox transport check failed'),
  );
  const worker = startPollingWorker({
    pollMs: options.pollMs ?? 5_000,
    setWaker: setOutboxWaker,
    onError: (error) => options.logger.error({ err: error }, 'outbox drain failed'),
    run: async (signal) => {
      const { sent, failed } = await drainOutbox({
        db: options.db,
        transport: options.transport,
        transportKey,
        from: options.from,
        siteId: options.siteId,
        signal,
      });
      if (failed) getMetrics().workerFailures.inc({ worker: 'outbox' }, failed);
      if (sent || failed) options.logger.info({ sent, failed }, 'outbox drained');
    },
  });
  return {
    wake: worker.wake,
    alive: worker.alive,
    async stop() {
      await worker.stop();
      options.transport.close();
    },
  };
}

/**
 * Instances sharing a database but not a mail transport each send only their own rows; mail
 * queued by the others waits for them. Said once at start, so an operator who moved to another
 * mail server (or whose other instance is gone) sees mail that this instance will not send.
 */
/** The part of a logger this needs (pino's, or a test's list). */
type WarnLogger = { warn: (fields: object, message: string) => void };

export async function warnAboutOtherTransports(db: Database, transportKey: string, logger: WarnLogger): Promise<number> {
  const others = await db
    .select({ transport: outbox.transport, pending: count() })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), isNotNull(outbox.transport), ne(outbox.transport, transportKey)))
    .groupBy(outbox.transport);
  const pending = others.reduce((sum, row) => sum + row.pending, 0);
  if (pending > 0)
    logger.warn(
      { transport: transportKey, others: others.map((row) => ({ transport: row.transport, pending: row.pending })) },
      'pending mail was queued by instances with another mail transport: only those send it',
    );
  return pending;
}
