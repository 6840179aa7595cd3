import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { drainOutbox } from './drain-outbox';
import { setOutboxWaker } from './outbox-signal';
import type { MailTransport } from './transport';

export type OutboxWorker = {
  /** Look for due mail now (after a submission) instead of at the next poll. */
  wake(): void;
  /** Lets the send in progress finish, then stops polling and closes the transport. */
  stop(): Promise<void>;
};

/**
 * Drains the outbox in the background: every `pollMs`, and at once when woken. One drain at a
 * time per process; other instances share the work through the row claims.
 */
export function startOutboxWorker(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
  pollMs?: number;
  /** Only this tenant's mail (see DrainOptions.siteId). */
  siteId?: string;
}): OutboxWorker {
  const pollMs = options.pollMs ?? 5_000;
  let stopped = false;
  const stopping = new AbortController();
  let woken = false;
  let interrupt: (() => void) | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = done;
    });

  const loop = async () => {
    while (!stopped) {
      woken = false;
      try {
        const { sent, failed } = await drainOutbox({ db: options.db, transport: options.transport, from: options.from, siteId: options.siteId, signal: stopping.signal });
        if (sent || failed) options.logger.info({ sent, failed }, 'outbox drained');
      } catch (error) {
        options.logger.error({ err: error }, 'outbox drain failed');
      }
      // A wake-up during the drain means new rows may have arrived after the last claim.
      if (!stopped && !woken) await pause();
    }
  };

  const wake = () => {
    woken = true;
    interrupt?.();
  };
  setOutboxWaker(wake);
  const running = loop();

  return {
    wake,
    async stop() {
      stopped = true;
      stopping.abort();
      setOutboxWaker(undefined);
      interrupt?.();
      await running;
      options.transport.close();
    },
  };
}
