import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { type PollingWorker, startPollingWorker } from '../../platform/polling-worker';
import { drainOutbox } from './drain-outbox';
import { setOutboxWaker } from './outbox-signal';
import type { MailTransport } from './transport';

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
}): OutboxWorker {
  const worker = startPollingWorker({
    pollMs: options.pollMs ?? 5_000,
    setWaker: setOutboxWaker,
    onError: (error) => options.logger.error({ err: error }, 'outbox drain failed'),
    run: async (signal) => {
      const { sent, failed } = await drainOutbox({ db: options.db, transport: options.transport, from: options.from, siteId: options.siteId, signal });
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
