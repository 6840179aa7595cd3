import { mkdtempSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
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

/** A built runtime in miniature: the runtime, a shared chunk, one chunk per island. */
export function fakeIslandBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'webbox-islands-'));
  writeFileSync(path.join(dir, 'runtime-AAAA.js'), 'import "./chunk-REACT.js";\nconsole.log("runtime");\n'.repeat(20));
  writeFileSync(path.join(dir, 'chunk-REACT.js'), 'export const react = 1;\n');
  writeFileSync(path.join(dir, 'chunk-CAROUSEL.js'), 'export const carousel = 1;\n');
  writeFileSync(path.join(dir, 'chunk-FORM.js'), 'export const form = 1;\n');
  writeFileSync(path.join(dir, 'styles-1234.css'), '.yarl__root{color:red}\n');
  writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      runtime: '/_islands/runtime-AAAA.js',
      hydrator: '/_islands/hydrate-BBBB.js',
      preload: ['/_islands/chunk-REACT.js'],
      islands: { carousel: ['/_islands/chunk-CAROUSEL.js'], contactForm: ['/_islands/chunk-FORM.js'] },
    }),
  );
  return dir;
}
