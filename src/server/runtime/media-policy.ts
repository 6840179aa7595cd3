import type { IncomingMessage, ServerResponse } from 'node:http';
import { MEDIA_CONTENT_SECURITY_POLICY } from '../../shared/constants/media';

/** Uploaded files (src/app/media): originals, variants, and their 304/HEAD/range/404 answers. */
const MEDIA_PATH = /^\/media\//;

export function isMediaPath(url: string): boolean {
  return MEDIA_PATH.test(url);
}

/**
 * Media gets the sandbox policy, never a page's: an uploaded SVG opened directly must stay inert.
 * Set before Next answers, because Next keeps a header already on the response rather than the
 * route handler's own (send-response.ts), so whatever was set here first is what the browser sees.
 */
export function applyMediaPolicy(res: ServerResponse): void {
  res.setHeader('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY);
}

/**
 * An answer sent before the request's body was read (an early 413, a refusal of an upload) ends
 * the connection: otherwise Node keeps reading and discarding the rest of a body that may be
 * hundreds of megabytes, and the client's next request on that connection waits behind it.
 */
export function closeWhenBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (statusCode === 413 || (statusCode >= 400 && !req.complete)) res.setHeader('connection', 'close');
    return writeHead(statusCode, ...rest);
  }) as ServerResponse['writeHead'];
}
