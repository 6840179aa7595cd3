import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Server-side fetches must not reach the machine itself or the private network (SSRF): every address
 * a host name resolves to has to be a public unicast address. The ranges come from ipaddr.js (kept
 * up to date with IANA's special-purpose registries) and are used as an allow list: an IPv4
 * address must be plain `unicast`, an IPv6 address plain `unicast` inside global unicast 2000::/3.
 * So the IPv6 forms that carry an IPv4 address (mapped ::ffff:0:0/96, compatible ::/96, 6to4,
 * NAT64, Teredo) are refused along with loopback, private, link-local, unique-local, multicast
 * and reserved ranges, and a range IANA adds later is refused until the library calls it unicast.
 */
const GLOBAL_UNICAST_V6: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('2000::'), 3];

export class UnsafeUrlError extends Error {
  override name = 'UnsafeUrlError';
}

/** Whether an IP literal is a public unicast address. Anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  // Only canonical literals (as URLs and DNS answers give them): no octal or short IPv4 forms.
  if (isIP(address) === 0) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}

export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

const defaultLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Throws UnsafeUrlError unless `url` is http(s) without credentials and every address its host
 * resolves to is public. Returns the parsed URL. (`fetchPublic` connects through
 * `publicOnlyLookup`, which checks the addresses it connects to again: no DNS-rebinding gap.)
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
