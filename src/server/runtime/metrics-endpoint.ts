import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import { type TrustFunction, clientAddress } from '../platform/client-address';
import { getMetrics } from '../platform/metrics/registry';

/** Loopback, link-local and private (RFC 1918, IPv6 unique-local) addresses: the operator's own network. */
const isInternal = proxyaddr.compile(['loopback', 'linklocal', 'uniquelocal']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function bearer(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Whether the client is on the operator's network. The socket peer alone is not enough: a proxy on
 * the same host is loopback for every visitor it forwards. So a request that came through a proxy
 * (a forwarding header) counts as internal only when that proxy is trusted (`TRUST_PROXY`) and the
 * client it names is internal too.
 */
export function isInternalClient(req: IncomingMessage, trustProxy: TrustFunction): boolean {
  const peer = req.socket.remoteAddress;
  if (!peer || !isInternal(peer, 0)) return false;
  const forwarded = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
  if (!forwarded) return true;
  return trustProxy(peer, 0) && isInternal(clientAddress(req, trustProxy), 0);
}

/**
 * `GET /metrics`, answered before hosts, pages and Next: with `Authorization: Bearer
 * <METRICS_TOKEN>` from anywhere, without a token only from an internal client. A wrong token is
 * refused even from inside (a misconfigured scraper should notice). Returns whether it answered.
 */
export function createMetricsEndpoint(options: { token?: string; trustProxy: TrustFunction }) {
  const expected = options.token ? digest(options.token) : null;
  return async function serveMetrics(req: IncomingMessage, res: ServerResponse, url: string): Promise<boolean> {
    const mark = url.indexOf('?');
    if ((mark === -1 ? url : url.slice(0, mark)) !== '/metrics') return false;
    const given = bearer(req);
    const allowed = given !== null ? expected !== null && timingSafeEqual(digest(given), expected) : isInternalClient(req, options.trustProxy);
    if (!allowed) {
      res.writeHead(expected ? 401 : 403, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        ...(expected ? { 'www-authenticate': 'Bearer realm="metrics"' } : {}),
      });
      res.end(expected ? 'Metrics need a bearer token.\n' : 'Metrics are served to internal addresses only.\n');
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end();
      return true;
    }
    const { registry } = getMetrics();
    const body = await registry.metrics();
    res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

export type MetricsEndpoint = ReturnType<typeof createMetricsEndpoint>;
