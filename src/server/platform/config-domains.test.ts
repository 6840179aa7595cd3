import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-config-domains-'));

describe('the own-domain settings (issue 30)', () => {
  it('asks the system resolvers unless DNS_SERVERS names servers, with or without ports', () => {
    expect(parseConfig({ DATA_DIR: dataDir }).DNS_SERVERS).toEqual([]);
    expect(parseConfig({ DATA_DIR: dataDir, DNS_SERVERS: ' 9.9.9.9, 127.0.0.1:5354,[2001:db8::53]:53, 2001:db8::54 ' }).DNS_SERVERS).toEqual([
      '9.9.9.9',
      '127.0.0.1:5354',
      '[2001:db8::53]:53',
      '2001:db8::54',
    ]);
  });

  it('refuses DNS servers that are no address, and a TLS ask list that is no address list', () => {
    for (const bad of ['dns.example.ch', '127.0.0.1:99999', '[dns.example.ch]:53', '1.2.3']) {
      expect(() => parseConfig({ DATA_DIR: dataDir, DNS_SERVERS: bad }), bad).toThrow(/DNS_SERVERS: .* is not a DNS server address/);
    }
    expect(parseConfig({ DATA_DIR: dataDir, TLS_ASK_ALLOWED_FROM: '10.0.0.0/8, ::1' }).TLS_ASK_ALLOWED_FROM).toEqual(['10.0.0.0/8', '::1']);
    expect(() => parseConfig({ DATA_DIR: dataDir, TLS_ASK_ALLOWED_FROM: 'caddy.internal' })).toThrow(/TLS_ASK_ALLOWED_FROM/);
  });
});
