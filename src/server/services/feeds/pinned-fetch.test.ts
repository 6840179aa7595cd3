import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedFetch } from './pinned-fetch';

describe('pinnedFetch (what fetchPublic connects with) connects only to public addresses', () => {
  let requests = 0;
  const server = createServer((_request, response) => {
    requests += 1;
    response.end('{}');
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a host that resolves to a private address at connect time, before any byte is sent', async () => {
    // Whatever a check said before, the connection resolves `localhost` to 127.0.0.1 (as a
    // rebinding DNS answer would) and refuses it.
    const attempt = pinnedFetch(`http://localhost:${port}/feed`);
    await expect(attempt).rejects.toThrow();
    await attempt.catch((error: Error & { cause?: Error }) => expect(error.cause?.name).toBe('UnsafeUrlError'));
    expect(requests).toBe(0);
    // The same request through an unpinned fetch does arrive: the refusal above is the pinning.
    expect((await fetch(`http://localhost:${port}/feed`)).status).toBe(200);
    expect(requests).toBe(1);
  });
});
