import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

/**
 * Serves a request handler (the front handler under test) on a free loopback port for the running
 * test and closes it when the test finishes. Returns the port. Tests only.
 */
export async function listenForTest(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void): Promise<number> {
  const server = http.createServer((req, res) => void handler(req, res));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
