import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { siteDomains } from '../../src/server/db/schema';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import type { TSiteDomain, TSiteDomains } from '../../src/shared/schemas/domains';
import { PLATFORM, createPlatformSite, ownDomain, platformWithFakeDns } from './support/domains-world';
import { api, createTestSite, signedInUser } from './support/fixtures';

const { dns } = platformWithFakeDns();

type Caller = { host: string; cookie: string };

async function call(caller: Caller, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await api(caller.host, path, { ...init, cookie: caller.cookie, editorLanguage: 'de' });
  const json = (await response.json()) as { success: boolean; data: TSiteDomains; error?: string };
  return { status: response.status, data: json.data, error: json.error ?? '' };
}

const add = (caller: Caller, host: string) => call(caller, '/site/domains', { method: 'POST', body: { host } });
const check = (caller: Caller, host: string) => call(caller, '/site/domains/check', { method: 'POST', body: { host } });
const makePrimary = (caller: Caller, host: string) => call(caller, '/site/domains/primary', { method: 'POST', body: { host } });
const remove = (caller: Caller, host: string) => call(caller, `/site/domains/${encodeURIComponent(host)}`, { method: 'DELETE' });
const domainOf = (data: TSiteDomains, host: string): TSiteDomain | undefined => data.domains.find((domain) => domain.host === host);

async function ownerOf(site: { host: string }, role: 'owner' | 'admin' | 'editor' = 'owner'): Promise<Caller> {
  return { host: site.host, cookie: (await signedInUser(site.host, role)).cookie };
}

describe('the Domains section: adding', () => {
  it('adds an own domain as typed, unverified, and shows where it must point', async () => {
    const site = await createPlatformSite();
    const owner = await ownerOf(site);
    const host = ownDomain();
    const added = await add(owner, ` https://${host.toUpperCase()}/ `);
    expect(added.status).toBe(201);
    expect(domainOf(added.data, host)).toEqual({ host, kind: 'own', verified: false, primary: false, checkedAt: null, problem: null, found: [] });
    expect(domainOf(added.data, site.host)).toMatchObject({ kind: 'platform', verified: true, primary: true });
    expect(added.data.target).toEqual({ cname: PLATFORM.domain, ipv4: PLATFORM.ipv4, ipv6: PLATFORM.ipv6 });
    // Unverified: it serves nothing yet.
    expect(await resolveSiteByHost(host)).toBeNull();
    expect((await call(owner, '/site/domains')).data.domains.map((domain) => domain.host)).toEqual([site.host, host]);
  });

  it('refuses what is no host name, the platform and its subdomains, with a sentence', async () => {
    const site = await createPlatformSite();
    const owner = await ownerOf(site);
    for (const bad of ['optik', '203.0.113.7', 'www.optik.ch:8080', 'www.optik.ch/kontakt', '']) {
      const answer = await add(owner, bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.error).toContain('keine gültige Domain');
    }
    for (const platformName of [PLATFORM.domain, `anderer-laden.${PLATFORM.domain}`, `www.${site.host}`]) {
      const answer = await add(owner, platformName);
      expect(answer.status, platformName).toBe(400);
      expect(answer.error).toContain('Plattform');
    }
    expect((await call(owner, '/site/domains')).data.domains).toHaveLength(1);
  });

  it('says a name is in use without naming the site that has it', async () => {
    const other = await createTestSite({ name: 'Geheime Konkurrenz AG' });
    const site = await createPlatformSite();
    const owner = await ownerOf(site);
    const taken = await add(owner, other.host);
    expect(taken.status).toBe(409);
    expect(taken.error).toBe('Diese Domain wird bereits verwendet.');
    expect(JSON.stringify(taken)).not.toContain('Konkurrenz');
    const host = ownDomain();
    await add(owner, host);
    expect((await add(owner, host)).error).toBe('Diese Domain gehört bereits zu dieser Website.');
  });

  it('allows at most ten domains per site', async () => {
    const site = await createPlatformSite();
    const owner = await ownerOf(site);
    for (let index = 0; index < 9; index += 1) expect((await add(owner, ownDomain(`www${index}`))).status).toBe(201);
    const eleventh = await add(owner, ownDomain());
    expect(eleventh.status).toBe(409);
    expect(eleventh.error).toBe('Eine Website kann höchstens 10 Domains haben.');
    expect((await call(owner, '/site/domains')).data.domains).toHaveLength(10);
  });
});

describe('the Domains section: the DNS check', () => {
  it('verifies a CNAME to the platform host, and the domain serves the site from then on', async () => {
    const site = await createPlatformSite();
    const owner = await ownerOf(site);
    const host = ownDomain();
    await add(owner, host);
    dns().setRecords({ [host]: { cname: `${PLATFORM.domain.toUpperCase()}.` }, [PLATFORM.domain]: { a: [PLATFORM.ipv4] } });
    const checked = await check(owner, host);
    expect(checked.status).toBe(200);
    expect(domainOf(checked.data, host)).toMatchObject({ verified: true, problem: null });
    expect(domainOf(checked.data, host)?.checkedAt).not.toBeNull();
    expect(await resolveSiteByHost(host)).toMatchObject({ id: site.id, primaryHost: site.host });
  });

  it('verifies an apex domain whose A and AAAA records are the platform addresses', async () => {
    const site = await createPlatformSite();
    const owner = await ownerOf(site);
    const host = ownDomain('');
    await add(owner, host);
    dns().setRecords({ [host]: { a: [PLATFORM.ipv4], aaaa: ['2001:0db8:0000::0010'] } });
    expect(domainOf((await check(owner, host)).data, host)).toMatchObject({ verified: true });
  });

  it('keeps a domain pending with what DNS showed instead: another target, no name, an address not ours', async () => {
    const site = await createPlatformSite();
    const owner = await ownerOf(site);
    const [elsewhere, missing, foreignAddress, halfOurs] = [ownDomain(), ownDomain(), ownDomain(''), ownDomain('')];
    for (const host of [elsewhere, missing, foreignAddress, halfOurs]) await add(owner, host);
    dns().setRecords({
      [elsewhere]: { cname: 'alter-anbieter.example.com' },
      'alter-anbieter.example.com': { a: ['198.51.100.1'] },
      [foreignAddress]: { a: ['198.51.100.2'] },
      // One of ours, one not: visitors would land on the other one half the time.
      [halfOurs]: { a: [PLATFORM.ipv4, '198.51.100.3'] },
    });
    const expectations: Array<[string, Partial<TSiteDomain>]> = [
      [elsewhere, { verified: false, problem: 'wrongTarget', found: ['alter-anbieter.example.com'] }],
      [missing, { verified: false, problem: 'notFound', found: [] }],
      [foreignAddress, { verified: false, problem: 'wrongTarget', found: ['198.51.100.2'] }],
      [halfOurs, { verified: false, problem: 'wrongTarget' }],
    ];
    for (const [host, expected] of expectations) {
      const checked = await check(owner, host);
      expect(checked.status, host).toBe(200);
      expect(domainOf(checked.data, host), host).toMatchObject(expected);
      expect(await resolveSiteByHost(host), host).toBeNull();
    }
    // The finding stays with the domain for the next visit of the panel.
    expect(domainOf((await call(owner, '/site/domains')).data, elsewhere)).toMatchObject({ problem: 'wrongTarget', found: ['alter-anbieter.example.com'] });
  });

  it('tells a DNS failure apart from a wrong record, and a name without records from a missing one', async () => {
    const site = await createPlatformSite();
    const owner = await ownerOf(site);
    const [failing, empty] = [ownDomain(), ownDomain()];
    for (const host of [failing, empty]) await add(owner, host);
    dns().setRecords({ [failing]: { servfail: true }, [empty]: {} });
    expect(domainOf((await check(owner, failing)).data, failing)).toMatchObject({ problem: 'lookupFailed' });
    expect(domainOf((await check(owner, empty)).data, empty)).toMatchObject({ problem: 'noRecords' });
  });
});

describe('the Domains section: primary and removal', () => {
  it('makes only a verified domain primary, one per site', async () => {
    const site = await createPlatformSite();
    const owner = await ownerOf(site);
    const host = ownDomain();
    await add(owner, host);
    const early = await makePrimary(owner, host);
    expect(early.status).toBe(409);
    expect(early.error).toContain('noch nicht bestätigt');
    dns().setRecords({ [host]: { cname: PLATFORM.domain } });
    await check(owner, host);
    const made = await makePrimary(owner, host);
    expect(made.status).toBe(200);
    expect(made.data.domains.filter((domain) => domain.primary).map((domain) => domain.host)).toEqual([host]);
    // Absolute URLs follow at once (the sites-by-host memo was emptied).
    expect(await resolveSiteByHost(site.host)).toMatchObject({ primaryHost: host });
    const rows = await getDb().select().from(siteDomains).where(eq(siteDomains.siteId, site.id));
    expect(rows.filter((row) => row.isPrimary)).toHaveLength(1);
  });

  it('removes an own domain, but never the primary one or the platform subdomain', async () => {
    const site = await createPlatformSite();
    const owner = await ownerOf(site);
    const [kept, dropped] = [ownDomain(), ownDomain()];
    for (const host of [kept, dropped]) await add(owner, host);
    dns().setRecords({ [kept]: { cname: PLATFORM.domain }, [dropped]: { cname: PLATFORM.domain } });
    await check(owner, kept);
    await check(owner, dropped);
    expect(await resolveSiteByHost(dropped)).not.toBeNull();
    const removed = await remove(owner, dropped);
    expect(removed.status).toBe(200);
    expect(domainOf(removed.data, dropped)).toBeUndefined();
    expect(await resolveSiteByHost(dropped)).toBeNull();
    await makePrimary(owner, kept);
    // No longer primary, still the platform subdomain.
    const platform = await remove(owner, site.host);
    expect(platform.status).toBe(409);
    expect(platform.error).toContain('Plattform-Adresse');
    const primary = await remove(owner, kept);
    expect(primary.status).toBe(409);
    expect(primary.error).toContain('Hauptdomain');
    expect((await call(owner, '/site/domains')).data.domains.map((domain) => domain.host).sort()).toEqual([kept, site.host].sort());
  });
});

describe('the Domains section: who may', () => {
  it('finds no domain of another site, and changes nothing of it', async () => {
    const victim = await createPlatformSite();
    const victimOwner = await ownerOf(victim);
    const host = ownDomain();
    await add(victimOwner, host);
    dns().setRecords({ [host]: { cname: PLATFORM.domain } });
    const attacker = await ownerOf(await createPlatformSite());
    for (const answer of [await check(attacker, host), await makePrimary(attacker, host), await remove(attacker, host), await remove(attacker, victim.host)]) {
      expect(answer.status).toBe(404);
      expect(answer.error).toBe('Diese Domain gehört nicht zu dieser Website.');
    }
    expect(domainOf((await call(victimOwner, '/site/domains')).data, host)).toMatchObject({ verified: false, checkedAt: null });
    expect((await call(attacker, '/site/domains')).data.domains.map((domain) => domain.host)).not.toContain(host);
  });

  it('lets owners and admins manage domains, and refuses editors', async () => {
    const site = await createPlatformSite();
    const admin = await ownerOf(site, 'admin');
    const editor = await ownerOf(site, 'editor');
    expect((await add(admin, ownDomain())).status).toBe(201);
    for (const answer of [
      await call(editor, '/site/domains'),
      await add(editor, ownDomain()),
      await check(editor, site.host),
      await makePrimary(editor, site.host),
      await remove(editor, site.host),
    ]) {
      expect(answer.status).toBe(403);
    }
    const anonymous = await api(site.host, '/site/domains');
    expect(anonymous.status).toBe(401);
  });
});
