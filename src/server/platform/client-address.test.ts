import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { type TrustProxy, clientAddress, clientProtocol, compileTrust, parseTrustProxy } from './client-address';
import { parseConfig } from './config';

/** A request as Node hands it over: the socket peer plus the headers the proxies wrote. */
function request(peer: string, headers: Record<string, string> = {}): Pick<IncomingMessage, 'headers' | 'socket'> {
  return { headers, socket: { remoteAddress: peer } as IncomingMessage['socket'] };
}

const trust = (raw: string) => compileTrust(parseTrustProxy(raw) as TrustProxy);

describe('clientAddress', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(request('203.0.113.9', { 'x-forwarded-for': '1.1.1.1' }), trust('false'))).toBe('203.0.113.9');
  });

  it('ignores a spoofed left-most entry behind one trusted proxy (nginx appends the real peer)', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; nginx appended the address it saw.
    const req = request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' });
    expect(clientAddress(req, trust('true'))).toBe('198.51.100.7');
    expect(clientAddress(req, trust('1'))).toBe('198.51.100.7');
  });

  it('walks as many hops as configured, then stops at the first untrusted one', () => {
    const req = request('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.1' });
    expect(clientAddress(req, trust('2'))).toBe('198.51.100.7');
    expect(clientAddress(req, trust('3'))).toBe('6.6.6.6');
    // More hops trusted than there are: the left-most is all that is left.
    expect(clientAddress(req, trust('9'))).toBe('6.6.6.6');
  });

  it('trusts only proxies in the list, by address or CIDR', () => {
    const req = request('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.1' });
    expect(clientAddress(req, trust('10.0.0.0/8'))).toBe('198.51.100.7');
    expect(clientAddress(req, trust('10.0.0.2'))).toBe('10.0.0.1');
    expect(clientAddress(req, trust('loopback, 192.0.2.1'))).toBe('10.0.0.2');
    // A peer outside the list cannot forward anything, whatever it claims.
    expect(clientAddress(request('203.0.113.9', { 'x-forwarded-for': '6.6.6.6' }), trust('10.0.0.0/8'))).toBe('203.0.113.9');
  });

  it('takes the socket peer when there is no header', () => {
    expect(clientAddress(request('::1'), trust('1'))).toBe('::1');
  });
});

describe('clientProtocol', () => {
  it('believes X-Forwarded-Proto only from a trusted peer, the nearest proxy winning', () => {
    expect(clientProtocol(request('127.0.0.1', { 'x-forwarded-proto': 'https' }), trust('false'))).toBe('http');
    expect(clientProtocol(request('127.0.0.1', { 'x-forwarded-proto': 'https' }), trust('1'))).toBe('https');
    expect(clientProtocol(request('127.0.0.1', { 'x-forwarded-proto': 'http, https' }), trust('1'))).toBe('https');
    expect(clientProtocol(request('203.0.113.9', { 'x-forwarded-proto': 'https' }), trust('127.0.0.1'))).toBe('http');
  });
});

describe('TRUST_PROXY', () => {
  it('reads false, true, a hop count or a list, and refuses anything else naming the variable', () => {
    const env = { DATA_DIR: '/tmp/webbox-trust-proxy-test', AUTH_SECRET: 'x'.repeat(32) };
    expect(parseConfig(env).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(parseConfig({ ...env, TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(parseConfig({ ...env, TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(parseConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual({ kind: 'addresses', addresses: ['10.0.0.0/8', '::1'] });
    expect(() => parseConfig({ ...env, TRUST_PROXY: 'nginx.local' })).toThrow(/TRUST_PROXY/);
  });
});
