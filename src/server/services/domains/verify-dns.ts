import type { DnsProblem } from '../../../shared/schemas/domains';
import { type DnsLookup, DnsLookupError } from './dns-lookup';

/** Where an own domain must point: the platform host (CNAME) or its addresses (A/AAAA). */
export type DnsTarget = { domain?: string; ipv4?: string; ipv6?: string };

export type DnsVerdict = { verified: true } | { verified: false; problem: DnsProblem; found: string[] };

/** CNAME chains longer than this are refused (a loop, or nothing a person set up). */
const MAX_CNAME_HOPS = 8;

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** One spelling per IPv6 address (`2001:0db8::0010` and `2001:db8::10` are the same), as the WHATWG parser writes it. */
function canonicalIp(ip: string): string {
  if (!ip.includes(':')) return ip;
  try {
    return new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  } catch {
    return ip;
  }
}

type Answer = { values: string[]; reason: DnsLookupError['reason'] | null };

async function answer(query: Promise<string[]>): Promise<Answer> {
  try {
    return { values: (await query).map(bare), reason: null };
  } catch (error) {
    if (error instanceof DnsLookupError) return { values: [], reason: error.reason };
    throw error;
  }
}

/** The CNAME chain from `host`, one hop per query (a resolver answers a CNAME question with the first hop only). */
async function cnameChain(lookup: DnsLookup, host: string): Promise<{ chain: string[]; reason: Answer['reason'] }> {
  const chain: string[] = [];
  let name = host;
  for (let hop = 0; hop < MAX_CNAME_HOPS; hop += 1) {
    const { values, reason } = await answer(lookup.cname(name));
    const next = values[0];
    if (!next) return { chain, reason: hop === 0 ? reason : null };
    chain.push(next);
    name = next;
  }
  return { chain, reason: null };
}

/**
 * Whether `host` points at the platform: its CNAME chain reaches the platform host, or every A
 * and AAAA answer (at least one) is one of the platform's addresses. Otherwise what was found, in
 * terms the panel explains: no such name, no records, other targets, or no answer from DNS.
 */
export async function verifyDns(lookup: DnsLookup, host: string, target: DnsTarget): Promise<DnsVerdict> {
  const domain = target.domain ? bare(target.domain) : null;
  const { chain, reason: cnameReason } = await cnameChain(lookup, host);
  if (domain && chain.includes(domain)) return { verified: true };
  const [a, aaaa] = await Promise.all([answer(lookup.a(host)), answer(lookup.aaaa(host))]);
  const addresses = [...a.values, ...aaaa.values].map(canonicalIp);
  const ours = new Set([target.ipv4, target.ipv6].filter((ip): ip is string => Boolean(ip)).map(canonicalIp));
  if (ours.size > 0 && addresses.length > 0 && addresses.every((ip) => ours.has(ip))) return { verified: true };
  if (chain.length > 0) return { verified: false, problem: 'wrongTarget', found: chain.slice(0, 1) };
  if (addresses.length > 0) return { verified: false, problem: 'wrongTarget', found: addresses };
  const reasons = [cnameReason, a.reason, aaaa.reason];
  if (reasons.includes('failed')) return { verified: false, problem: 'lookupFailed', found: [] };
  if (reasons.every((reason) => reason === 'notFound')) return { verified: false, problem: 'notFound', found: [] };
  return { verified: false, problem: 'noRecords', found: [] };
}
