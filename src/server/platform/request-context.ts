import { AsyncLocalStorage } from 'node:async_hooks';
import { processSingleton } from './process-singleton';

export type RequestContext = { requestId: string };

/** The request being answered, for everything that runs on its behalf (the logger's `reqId`). */
export function requestContext(): AsyncLocalStorage<RequestContext> {
  return processSingleton('request-context', () => new AsyncLocalStorage<RequestContext>());
}

/** The id of the request this code runs for; undefined outside a request (workers, start). */
export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.requestId;
}

/** What a proxy may hand us as its request id: short, printable, nothing a log or header could be broken with. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+=/-]{8,128}$/;

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value);
}
