import type { TDomainTarget } from '../schemas/domains';
import { isApexDomain } from './host-name';

export type DnsRecord = { type: 'CNAME' | 'A' | 'AAAA'; name: string; value: string };

/**
 * The records an owner creates at their DNS provider for `host`: a CNAME to the platform host,
 * except on an apex domain (no CNAME possible beside its other records), which gets A/AAAA to the
 * platform's addresses. Empty: this platform offers nothing an apex domain could point at (no
 * PLATFORM_IPV4/PLATFORM_IPV6): the panel then suggests the www name.
 */
export function dnsRecordsFor(host: string, target: TDomainTarget): DnsRecord[] {
  const addresses: DnsRecord[] = [
    ...(target.ipv4 ? [{ type: 'A' as const, name: host, value: target.ipv4 }] : []),
    ...(target.ipv6 ? [{ type: 'AAAA' as const, name: host, value: target.ipv6 }] : []),
  ];
  if (isApexDomain(host) || !target.cname) return addresses;
  return [{ type: 'CNAME', name: host, value: target.cname }];
}
