import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { getDb } from '../../../src/server/db/client';
import { siteDomains } from '../../../src/server/db/schema';
import { type Config, getConfig } from '../../../src/server/platform/config';
import { resetDnsLookup } from '../../../src/server/services/domains/dns-lookup';
import { createSite } from '../../../src/server/services/sites/create-site';
import { type FakeDnsServer, startFakeDnsServer } from '../../support/fake-dns-server';

export const PLATFORM = { domain: 'webbox.test', ipv4: '203.0.113.10', ipv6: '2001:db8::10' } as const;

/**
 * The platform as the domain tests need it — PLATFORM_DOMAIN, its addresses, and DNS_SERVERS
 * pointing at a fake DNS server in this process (Node's real resolver asks it) — for the file's
 * tests; the process's configuration is restored afterwards (test files share a worker).
 */
export function platformWithFakeDns(): { dns: () => FakeDnsServer } {
  let fake: FakeDnsServer | undefined;
  let saved: Partial<Config> = {};
  beforeAll(async () => {
    fake = await startFakeDnsServer();
    const config = getConfig();
    saved = {
      PLATFORM_DOMAIN: config.PLATFORM_DOMAIN,
      PLATFORM_IPV4: config.PLATFORM_IPV4,
      PLATFORM_IPV6: config.PLATFORM_IPV6,
      DNS_SERVERS: config.DNS_SERVERS,
    };
    Object.assign(config, { PLATFORM_DOMAIN: PLATFORM.domain, PLATFORM_IPV4: PLATFORM.ipv4, PLATFORM_IPV6: PLATFORM.ipv6, DNS_SERVERS: [fake.server] });
    resetDnsLookup();
  });
  afterAll(async () => {
    Object.assign(getConfig(), saved);
    resetDnsLookup();
    await fake?.close();
  });
  return {
    dns: () => {
      if (!fake) throw new Error('the fake DNS server runs from beforeAll on');
      return fake;
    },
  };
}

/** A site as sign-up makes it: live at its platform subdomain `{slug}.webbox.test`, its primary domain. */
export async function createPlatformSite(name = 'Optik Plattform') {
  const slug = `optik-${randomUUID().slice(0, 8)}`;
  const host = `${slug}.${PLATFORM.domain}`;
  const site = await createSite(getDb(), { name, hosts: [host], locales: ['de', 'fr'] });
  await getDb().update(siteDomains).set({ kind: 'platform' }).where(eq(siteDomains.host, host));
  return { ...site, host, slug };
}

/** A fresh own domain name, e.g. `www.optik-1a2b3c4d.ch`. */
export const ownDomain = (prefix = 'www') => `${prefix}${prefix ? '.' : ''}optik-${randomUUID().slice(0, 8)}.ch`;
