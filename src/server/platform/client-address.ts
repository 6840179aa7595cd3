import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { CLIENT_IP_HEADER } from './request-headers';

/**
 * Which proxies in front of us may speak for the client (`TRUST_PROXY`): none, the nearest `hops`
 * (nginx on the same host is one), or those whose address is in a list of addresses/CIDRs (and
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

/** proxy-addr's trust test: is the hop at distance `i` (0 = the socket peer) with address `addr` a proxy we trust? */
export type TrustFunction = (addr: string, i: number) => boolean;

/**
 * Reads `false|true|<hop count>|<comma list>`. `true` means one hop, not "trust every hop" as in
 * Express: trusting every hop makes the left-most X-Forwarded-For entry — which the client writes
 * itself — the address, and the limits keyed by it would be the client's to choose.
 */
export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const value = raw.trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(value)) return { kind: 'none' };
  if (['true', 'yes'].includes(value)) return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) };
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    proxyaddr.compile(addresses);
  } catch (error) {
    return { error: `must be false, true, a hop count or a comma list of proxy addresses/CIDRs (${(error as Error).message})` };
  }
  return { kind: 'addresses', addresses };
}

export function compileTrust(trust: TrustProxy): TrustFunction {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') return (_addr, i) => i < trust.hops;
  return proxyaddr.compile(trust.addresses);
}

type RequestLike = Pick<IncomingMessage, 'headers' | 'socket'>;

/**
 * The client's address: walking X-Forwarded-For from the socket peer leftwards, the first hop we
 * do not trust (proxy-addr). A spoofed left-most entry is never reached while a trusted proxy
 * appends what it saw.
 */
export function clientAddress(req: RequestLike, trust: TrustFunction): string {
  if (!req.socket.remoteAddress) return 'unknown';
  return proxyaddr(req as IncomingMessage, trust);
}

/**
 * The scheme the client used: the nearest trusted proxy's X-Forwarded-Proto (the right-most
 * entry), else the socket's own. Proxies that append write theirs last; one that overwrites
 * leaves a single entry either way.
 */
export function clientProtocol(req: RequestLike, trust: TrustFunction): 'http' | 'https' {
  const own = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  if (!req.socket.remoteAddress || !trust(req.socket.remoteAddress, 0)) return own;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .at(-1);
  return forwarded === 'https' || forwarded === 'http' ? forwarded : own;
}

/** The client address the Node server put on an API request (never a client-supplied header). */
export function requestClientAddress(c: { req: { header(name: string): string | undefined } }): string {
  return c.req.header(CLIENT_IP_HEADER) ?? 'unknown';
}
