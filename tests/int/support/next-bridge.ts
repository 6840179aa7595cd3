import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { NodeNextResponse } from 'next/dist/server/base-http/node';
import { sendResponse } from 'next/dist/server/send-response';
import { DELETE, GET, HEAD, PATCH, POST, PUT } from '../../../src/app/api/v1/[[...route]]/route';
import { GET as mediaGet, HEAD as mediaHead } from '../../../src/app/media/[mediaId]/[variant]/route';
import type { TrustFunction } from '../../../src/server/platform/client-address';
import { createFrontHandler } from '../../../src/server/runtime/front-handler';
import { PageCache } from '../../../src/server/runtime/page-cache';
import { listenForTest } from '../../../src/server/runtime/testing';

const MEDIA = /^\/media\/([^/?]+)\/([^/?]+)/;
const API_METHODS: Record<string, (request: Request) => Response | Promise<Response>> = { GET, HEAD, POST, PUT, PATCH, DELETE };

/**
 * What Next does with our route handlers, in miniature: the Node request becomes a Request for
 * src/app/api or src/app/media, and the Response goes out through Next's own `sendResponse`
 * (which keeps headers already on the Node response). In front of it, the real front handler.
 */
async function nextLike(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream<Uint8Array>);
  const request = new Request(url, { method, headers, body, duplex: 'half' } as RequestInit);
  let response: Response;
  const media = MEDIA.exec(url.pathname);
  if (media) {
    const handler = method === 'HEAD' ? mediaHead : mediaGet;
    response = await handler(request, { params: Promise.resolve({ mediaId: media[1] ?? '', variant: media[2] ?? '' }) });
  } else if (url.pathname.startsWith('/api/v1/')) {
    const handler = API_METHODS[method];
    response = handler ? await handler(request) : new Response(null, { status: 405 });
  } else {
    response = new Response('Not found', { status: 404 });
  }
  await sendResponse(req as never, new NodeNextResponse(res) as never, response);
}

/** The front handler and the route handlers on a loopback port for this test. */
export async function serveApp(options: { trustProxy?: TrustFunction } = {}): Promise<{ port: number; base: string }> {
  const trustProxy = options.trustProxy ?? (() => false);
  const handler = createFrontHandler({ cache: new PageCache(10), next: nextLike, onError: () => undefined, trustProxy });
  const port = await listenForTest(handler);
  return { port, base: `http://127.0.0.1:${port}` };
}
