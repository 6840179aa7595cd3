import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { noStoreForSession } from './response-policy';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A handler that, like Next or Hono, passes its Cache-Control in the writeHead call itself. */
async function serve(write: (res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    noStoreForSession(req, res);
    write(res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, cookie?: string) => fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
}

describe('noStoreForSession', () => {
  it('wins over a Cache-Control given to writeHead, keeping the other headers and the status text', async () => {
    const get = await serve((res) => {
      res.writeHead(201, 'Made', { 'Cache-Control': 'public, max-age=60', 'X-Kept': 'yes' });
      res.end('ok');
    });
    const signedIn = await get('/api/v1/media', '__Secure-better-auth.session_token=abc');
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('x-kept')).toBe('yes');
    expect([signedIn.status, signedIn.statusText]).toEqual([201, 'Made']);
    expect((await get('/api/v1/media')).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await get('/api/v1/media', 'better-auth.session_token_other=x')).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('applies when the head is written implicitly (no writeHead call)', async () => {
    const get = await serve((res) => {
      res.setHeader('cache-control', 'public, max-age=60');
      res.end('ok');
    });
    expect((await get('/de/edit', 'better-auth.session_token=abc')).headers.get('cache-control')).toBe('no-store');
    expect((await get('/media/1/w640', 'better-auth.session_token=abc')).headers.get('cache-control')).toBe('public, max-age=60');
  });
});
