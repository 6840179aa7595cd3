import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { holdResponse } from './hold-response';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('holdResponse', () => {
  it('holds head and body until the end, then sends what finish makes of them', async () => {
    const callbacks: string[] = [];
    const base = await serve((_req, res) => {
      holdResponse(res, (body, send) => {
        callbacks.push(`finish headersSent=${res.headersSent}`);
        const changed = Buffer.from(body.toString('utf8').toUpperCase());
        res.setHeader('content-length', changed.length);
        send(changed);
      });
      // Like Next: head with headers, an early flush, chunks as strings and buffers, callbacks.
      res.writeHead(201, 'Created', { 'x-from-next': 'yes' });
      res.flushHeaders();
      res.write('hello ', 'utf8');
      res.write(Buffer.from('held '), () => callbacks.push('write callback'));
      res.end('world', () => callbacks.push('end callback'));
    });
    const response = await fetch(base);
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Created');
    expect(response.headers.get('x-from-next')).toBe('yes');
    expect(response.headers.get('content-length')).toBe('16');
    expect(await response.text()).toBe('HELLO HELD WORLD');
    await new Promise((r) => setTimeout(r, 20));
    expect(callbacks).toEqual(['finish headersSent=false', 'write callback', 'end callback']);
  });

  it('takes headers in Node raw array form and an empty end', async () => {
    const base = await serve((_req, res) => {
      holdResponse(res, (body, send) => send(body));
      res.writeHead(204, ['x-a', '1', 'x-b', '2']);
      res.end();
    });
    const response = await fetch(base);
    expect(response.status).toBe(204);
    expect([response.headers.get('x-a'), response.headers.get('x-b')]).toEqual(['1', '2']);
  });
});
