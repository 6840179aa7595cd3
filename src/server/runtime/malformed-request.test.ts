import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createFrontHandler } from './front-handler';
import { listenForTest } from './testing';
import { PageCache } from './page-cache';

/** The front handler over a stand-in for Next that records what reached it. */
async function serve() {
  const reached: string[] = [];
  const handler = createFrontHandler({
    cache: new PageCache(10),
    next: async (req, res) => {
      reached.push(req.url ?? '');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<html><body>page</body></html>');
    },
    onError: () => undefined,
    trustProxy: () => false,
  });
  const port = await listenForTest(handler);
  /** A raw request: fetch() would neither send such a Host nor keep such a path as it is. */
  const send = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; language: string | undefined; csp: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body,
              language: res.headers['content-language'],
              csp: res.headers['content-security-policy'] as string | undefined,
            }),
          );
        })
        .on('error', reject);
    });
  return { send, reached };
}

describe('malformed requests', () => {
  it('answers 400 with a clear page in the visitor’s language, and Next never sees them', async () => {
    const { send, reached } = await serve();
    const cases: Array<[string, Record<string, string>]> = [
      ['/de/%00', {}],
      ['/de/%ff', {}],
      ['/de/a%ED%A0%80', {}],
      ['/de/search?q=%00', {}],
      ['/de', { host: 'a b' }],
      ['/api/v1/health', { host: 'a b' }],
    ];
    for (const [path, headers] of cases) {
      const answer = await send(path, { 'accept-language': 'fr', ...headers });
      expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(400);
      expect(answer.language).toBe('fr');
      expect(answer.body).toContain('L’adresse de cette page contient des caractères non valides.');
      expect(answer.csp).toContain("frame-ancestors 'self'");
    }
    expect(reached).toEqual([]);
  });

  it('lets ordinary paths, encoded umlauts and queries through', async () => {
    const { send, reached } = await serve();
    for (const path of ['/de/%C3%BCber-uns', '/de/search?q=br%C3%BCcke', '/api/v1/media?tags=%00']) expect((await send(path)).status, path).toBe(200);
    expect(reached).toEqual(['/de/%C3%BCber-uns', '/de/search?q=br%C3%BCcke', '/api/v1/media?tags=%00']);
  });
});
