/**
 * The running worker's wake-up call, kept on globalThis: the API runs inside Next's server bundle,
 * the worker in the Node server's modules — two module instances, one process.
 */
const holder = globalThis as typeof globalThis & { __webboxOutboxWaker?: () => void };

export function setOutboxWaker(waker: (() => void) | undefined): void {
  holder.__webboxOutboxWaker = waker;
}

/** Asks the outbox worker (if this process runs one) to look for due mail now instead of at its next poll. */
export function wakeOutbox(): void {
  holder.__webboxOutboxWaker?.();
}
