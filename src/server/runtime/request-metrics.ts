import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pathForLog } from '../platform/log-redaction';
import { type RouteKind, getMetrics } from '../platform/metrics/registry';
import type { TrustFunction } from '../platform/client-address';
import { isSaneRequestId } from '../platform/request-context';
import { isPublicPagePath } from './public-paths';

const ASSET_PREFIXES = ['/_next/', '/_islands/', '/_site/', '/map/'];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * What a request is, for the metrics' `kind` label: a public page, the API (an event stream is
 * told apart once its answer starts), media, a static asset (built files, icons, a root file such
 * as robots.txt), the metrics themselves, or one of Next's own screens (editor, sign-in, wizard).
 */
export function routeKind(url: string): RouteKind {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (path === '/metrics') return 'metrics';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/media/')) return 'media';
  if (ASSET_PREFIXES.some((prefix) => path.startsWith(prefix)) || /^\/[^/]+\.[a-z0-9]+$/i.test(path)) return 'asset';
  if (isPublicPagePath(path)) return 'page';
  return 'app';
}

/**
 * The request id the answer and every log line carry: the one a trusted proxy sent (nginx's
 * `$request_id`, Caddy's `{http.request.uuid}`) when it looks sane, else `generate()`. A client
 * that is not a trusted proxy cannot choose it (it could otherwise forge another request's id).
 */
export function pickRequestId(req: IncomingMessage, trustProxy: TrustFunction, generate: () => string): string {
  const incoming = req.headers['x-request-id'];
  const peer = req.socket.remoteAddress;
  return peer && trustProxy(peer, 0) && isSaneRequestId(incoming) ? incoming : generate();
}

/**
 * Counts and times the answer once it is over (finished or aborted) and writes one log line for
 * it: `info` for pages, API and media; `debug` for assets, which a page load asks for by the dozen.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, options: { requestId: string; url: string; logger?: Logger | null }): void {
  const started = process.hrtime.bigint();
  const initialKind = routeKind(options.url);
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const streamed = String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');
    const kind: RouteKind = initialKind === 'api' && streamed ? 'sse' : initialKind;
    // An answer cut off before its head was sent has no status of its own.
    const status = String(res.headersSent ? res.statusCode : 499);
    const method = METHODS.has(req.method ?? '') ? (req.method as string) : 'other';
    const metrics = getMetrics();
    metrics.requests.inc({ kind, method, status });
    metrics.requestSeconds.observe({ kind, status }, seconds);
    const line = { reqId: options.requestId, kind, method, path: pathForLog(options.url), status: Number(status), ms: Math.round(seconds * 10_000) / 10 };
    if (kind === 'asset') options.logger?.debug(line, 'request');
    else options.logger?.info(line, 'request');
  });
}
