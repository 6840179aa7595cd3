import { describe, expect, it } from 'vitest';
import { dnsRecordsFor } from './dns-records';

const target = { cname: 'webbox.ch', ipv4: '203.0.113.10', ipv6: '2001:db8::10' };

describe('the DNS records an own domain needs', () => {
  it('points a subdomain at the platform host with a CNAME', () => {
    expect(dnsRecordsFor('www.optik-muster.ch', target)).toEqual([{ type: 'CNAME', name: 'www.optik-muster.ch', value: 'webbox.ch' }]);
  });

  it('gives an apex domain A and AAAA records, as far as the platform has addresses', () => {
    expect(dnsRecordsFor('optik-muster.ch', target)).toEqual([
      { type: 'A', name: 'optik-muster.ch', value: '203.0.113.10' },
      { type: 'AAAA', name: 'optik-muster.ch', value: '2001:db8::10' },
    ]);
    expect(dnsRecordsFor('optik-muster.ch', { ...target, ipv6: null })).toEqual([{ type: 'A', name: 'optik-muster.ch', value: '203.0.113.10' }]);
    expect(dnsRecordsFor('optik-muster.ch', { cname: 'webbox.ch', ipv4: null, ipv6: null })).toEqual([]);
  });
});
