import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Server-side fetches must not reach the machine itself or the private network (SSRF): every address
 * a host name resolves to has to be a public unicast address.
 */
// Two lists: a BlockList compares IPv4 addresses against its IPv6 rules too (as IPv4-mapped).
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  BLOCKED_V4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped: would bypass the IPv4 list
  ['64:ff9b::', 96], // NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED_V6.addSubnet(net, prefix, 'ipv6');
}

export class UnsafeUrlError extends Error {
  override name = 'UnsafeUrlError';
}

/** Whether an IP literal is a public unicast address. Anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !BLOCKED_V4.check(address, 'ipv4');
  if (family === 6) return !BLOCKED_V6.check(address.toLowerCase(), 'ipv6');
  return false;
}

export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

const defaultLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Throws UnsafeUrlError unless `url` is http(s) without credentials and every address its host
 * resolves to is public. Returns the parsed URL. (A later fetch resolves again; the gap is accepted
 * for the placeholder HTTP provider — a pinned-address agent would close it.)
 */
export async function assertPublicUrl(url: string | URL, lookup: LookupAll = defaultLookup): Promise<URL> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeUrlError('Invalid URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new UnsafeUrlError(`Protocol not allowed: ${parsed.protocol}`);
  if (parsed.username || parsed.password) throw new UnsafeUrlError('Credentials in URLs are not allowed');
  // WHATWG URL normalises IPv4 forms (0x7f.1, 2130706433) to dotted decimal; IPv6 keeps brackets.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) throw new UnsafeUrlError('Internal host not allowed');
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw new UnsafeUrlError(`Internal address not allowed: ${host}`);
    return parsed;
  }
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host);
  } catch {
    throw new UnsafeUrlError(`Host does not resolve: ${host}`);
  }
  if (addresses.length === 0) throw new UnsafeUrlError(`Host does not resolve: ${host}`);
  const internal = addresses.find((a) => !isPublicAddress(a.address));
  if (internal) throw new UnsafeUrlError(`Host resolves to an internal address: ${host} -> ${internal.address}`);
  return parsed;
}
