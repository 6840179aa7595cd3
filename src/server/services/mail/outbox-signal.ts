import { processSingleton } from '../../platform/process-singleton';

/**
 * The running worker's wake-up call, one per process (processSingleton): the API runs inside Next's server bundle,
 * the worker in the Node server's modules — two module instances, one process.
 */
const holder = processSingleton('outbox-waker', (): { wake?: () => void } => ({}));

export function setOutboxWaker(waker: (() => void) | undefined): void {
  holder.wake = waker;
}

/** Asks the outbox worker (if this process runs one) to look for due mail now instead of at its next poll. */
export function wakeOutbox(): void {
  holder.wake?.();
}
