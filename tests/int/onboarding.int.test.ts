import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { memberships, pageVersions, pages, session, siteDomains, sites, verification } from '../../src/server/db/schema';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { issueSiteHandoff, platformHandoffUrl } from '../../src/server/services/onboarding/site-handoff';
import { createUser } from '../../src/server/services/users/create-user';
import { getTranslator } from '../../src/shared/i18n/catalogues';
import { createTestSite } from './support/fixtures';
import { PLATFORM, cookiesOf, freshEmail, platformRequest, configurePlatform, userByEmail } from './support/platform';

configurePlatform('open');

const PASSWORD = 'ein langes passwort 7';
const unique = () => Math.random().toString(36).slice(2, 8);
const wizardError = (locale: 'de' | 'fr' | 'it' | 'en', key: string) => getTranslator(locale, 'editorOnboarding')(`errors.${key}` as 'errors.failed');

/** A verified person signed in on the platform host. */
async function owner(verified = true) {
  const email = freshEmail('owner');
  await createUser(getDb(), { email, password: PASSWORD, name: 'Olga Owner' });
  if (!verified) await getDb().execute(sql`update "user" set email_verified = false where email = ${email}`);
  const signIn = await platformRequest('POST', '/auth/sign-in/email', { body: { email, password: PASSWORD } });
  expect(signIn.status).toBe(200);
  return { email, cookie: cookiesOf(signIn), id: (await userByEmail(email))?.id ?? '' };
}

const wizardBody = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Optik Sonnenschein',
  slug: `sonne-${unique()}`,
  locales: ['de', 'fr'],
  defaultLocale: 'de',
  businessKind: 'optician',
  start: 'optician',
  lang: 'de',
  ...overrides,
});

async function rowsFor(host: string) {
  const [domain] = await getDb().select().from(siteDomains).where(eq(siteDomains.host, host));
  return domain ?? null;
}

// A real database failure in the middle of the wizard's transaction: the owner's membership of a
// site of this name cannot be written.
beforeAll(async () => {
  await getDb().execute(sql`create or replace function refuse_broken_site() returns trigger language plpgsql as $$
    begin
      if (select name from sites where id = new.site_id) = 'Kaputt Optik' then raise exception 'refused for the test'; end if;
      return new;
    end $$`);
  await getDb().execute(sql`create trigger refuse_broken_site before insert on memberships for each row execute function refuse_broken_site()`);
});
afterAll(async () => {
  await getDb().execute(sql`drop trigger if exists refuse_broken_site on memberships`);
});

describe('the "Neue Website" wizard', () => {
  it('creates a published site from the optician template at {slug}.{platform}, owned by its creator, and hands over to its editor', async () => {
    const person = await owner();
    const body = wizardBody({ businessName: 'Optik Sonnenschein', businessKind: 'healthOptics' });
    const response = await platformRequest('POST', '/onboarding/site', { body, cookie: person.cookie });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { siteId: string; host: string; next: string } };
    const host = `${body.slug}.${PLATFORM}`;
    expect(data.host).toBe(host);
    expect(data.next).toMatch(new RegExp(`^http://${host.replace(/\./g, '\\.')}(:\\d+)?/api/v1/handoff\\?token=`));

    const [site] = await getDb().select().from(sites).where(eq(sites.id, data.siteId));
    expect(site).toMatchObject({ name: 'Optik Sonnenschein', locales: ['de', 'fr'], defaultLocale: 'de', businessKind: 'healthOptics', healthOptics: true });
    expect(await rowsFor(host)).toMatchObject({ kind: 'platform', isPrimary: true, siteId: data.siteId });
    expect((await rowsFor(host))?.verifiedAt).not.toBeNull();
    const [membership] = await getDb().select().from(memberships).where(eq(memberships.siteId, data.siteId));
    expect(membership).toMatchObject({ userId: person.id, role: 'owner' });
    expect((await resolveSiteByHost(host))?.id).toBe(data.siteId);

    const published = await getDb().select({ key: pages.specialKey, versionId: pages.publishedVersionId }).from(pages).where(eq(pages.siteId, data.siteId));
    expect(published.map((page) => page.key).sort()).toEqual(['search', '~contact', '~home', '~imprint', '~privacy']);
    expect(published.every((page) => page.versionId !== null)).toBe(true);
    const [snapshots] = await getDb()
      .select({ text: sql<string>`string_agg(${pageVersions.snapshot}::text, ' ')` })
      .from(pageVersions)
      .where(eq(pageVersions.siteId, data.siteId));
    expect(snapshots?.text).toContain('Optik Sonnenschein');
    expect(snapshots?.text).not.toContain('Optik Muster');

    // The hand-off: a session of the new host, then the editor with the toolbar open; once only.
    const link = new URL(data.next);
    const redeemed = await platformRequest('GET', `${link.pathname.replace('/api/v1', '')}${link.search}`, { host });
    expect(redeemed.status).toBe(303);
    expect(redeemed.headers.get('location')).toBe('/de/edit?toolbar=1');
    const siteCookie = cookiesOf(redeemed);
    expect(siteCookie).toContain('session_token=');
    const status = await platformRequest('GET', '/site/status/publication', { host, cookie: siteCookie });
    expect(status.status).toBe(200);
    const sessions = await getDb()
      .select({ siteId: session.siteId })
      .from(session)
      .where(and(eq(session.userId, person.id), eq(session.siteId, data.siteId)));
    expect(sessions).toHaveLength(1);
    const again = await platformRequest('GET', `${link.pathname.replace('/api/v1', '')}${link.search}`, { host });
    expect(again.headers.get('location')).toBe(`/de/login?next=${encodeURIComponent('/de/edit?toolbar=1')}`);
    expect(cookiesOf(again)).not.toContain('session_token=');
  });

  it('starts from the empty starter when asked, with the default language first', async () => {
    const person = await owner();
    const body = wizardBody({ start: 'empty', locales: ['it', 'de'], defaultLocale: 'it', businessKind: 'other', businessName: 'Velo Rossi' });
    const response = await platformRequest('POST', '/onboarding/site', { body, cookie: person.cookie });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { siteId: string; next: string } };
    const [site] = await getDb().select().from(sites).where(eq(sites.id, data.siteId));
    expect(site).toMatchObject({ businessKind: 'other', healthOptics: false, defaultLocale: 'it' });
    const keys = await getDb().select({ key: pages.specialKey }).from(pages).where(eq(pages.siteId, data.siteId));
    expect(keys.map((page) => page.key).sort()).toEqual(['search', '~contact', '~home', '~imprint', '~privacy']);
    const [snapshots] = await getDb()
      .select({ text: sql<string>`string_agg(${pageVersions.snapshot}::text, ' ')` })
      .from(pageVersions)
      .where(eq(pageVersions.siteId, data.siteId));
    expect(snapshots?.text).toContain('Velo Rossi');
    expect(snapshots?.text).not.toContain('Winterthur');
  });

  it('refuses a person whose address is not verified, and creates nothing', async () => {
    const person = await owner(false);
    const body = wizardBody();
    const response = await platformRequest('POST', '/onboarding/site', { body, cookie: person.cookie });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe(wizardError('de', 'unverified'));
    expect(await rowsFor(`${body.slug}.${PLATFORM}`)).toBeNull();
    const form = await platformRequest('POST', '/onboarding/site/form', { form: { ...wizardBody(), locales: ['de'] }, cookie: person.cookie });
    expect(form.headers.get('location')).toMatch(/^\/de\/new-site\?form=/);
  });

  it('refuses reserved, malformed and taken addresses at the field, in the editor language', async () => {
    const person = await owner();
    const taken = await createTestSite();
    await getDb()
      .insert(siteDomains)
      .values({ host: `besetzt.${PLATFORM}`, siteId: taken.id, kind: 'platform' });
    const cases: Array<[string, number, string]> = [
      ['www', 400, 'slugReserved'],
      ['admin', 400, 'slugReserved'],
      ['platform', 400, 'slugReserved'],
      // The platform's own label (platform.test → `test`).
      ['test', 400, 'slugReserved'],
      ['a', 400, 'slugInvalid'],
      ['-optik', 400, 'slugInvalid'],
      ['xn--optik', 400, 'slugInvalid'],
      ['besetzt', 409, 'slugTaken'],
    ];
    for (const [slug, status, key] of cases) {
      const response = await platformRequest('POST', '/onboarding/site', { body: wizardBody({ slug, lang: 'fr' }), cookie: person.cookie });
      expect(response.status, slug).toBe(status);
      expect(((await response.json()) as { data: { fieldErrors: Record<string, string> } }).data.fieldErrors.slug).toBe(wizardError('fr', key));
    }
    const [{ n } = { n: -1 }] = await getDb().select({ n: count() }).from(memberships).where(eq(memberships.userId, person.id));
    expect(n).toBe(0);
  });

  it('checks an address live: free, taken, reserved or malformed', async () => {
    const person = await owner();
    const free = `frei-${unique()}`;
    const check = async (slug: string) =>
      ((await (await platformRequest('GET', `/onboarding/slug?slug=${encodeURIComponent(slug)}`, { cookie: person.cookie })).json()) as { data: unknown }).data;
    expect(await check(free)).toEqual({ slug: free, host: `${free}.${PLATFORM}`, available: true, problem: null });
    await platformRequest('POST', '/onboarding/site', { body: wizardBody({ slug: free, start: 'empty' }), cookie: person.cookie });
    expect(await check(free)).toMatchObject({ available: false, problem: 'slugTaken' });
    expect(await check('api')).toMatchObject({ available: false, problem: 'slugReserved' });
    expect(await check('Ü')).toMatchObject({ available: false, problem: 'slugInvalid' });
    expect((await platformRequest('GET', `/onboarding/slug?slug=${free}`)).status).toBe(401);
  });

  it('leaves no site, domain, membership or page behind when the transaction fails half-way', async () => {
    const person = await owner();
    const body = wizardBody({ businessName: 'Kaputt Optik' });
    const response = await platformRequest('POST', '/onboarding/site', { body, cookie: person.cookie });
    expect(response.status).toBe(500);
    expect(await rowsFor(`${body.slug}.${PLATFORM}`)).toBeNull();
    const noJs = await platformRequest('POST', '/onboarding/site/form', { form: { ...body, locales: ['de', 'fr'] }, cookie: person.cookie });
    expect(noJs.headers.get('location')).toMatch(/^\/de\/new-site\?form=/);
    const [{ n: siteCount } = { n: -1 }] = await getDb().select({ n: count() }).from(sites).where(eq(sites.name, 'Kaputt Optik'));
    expect(siteCount).toBe(0);
    const [{ n: memberCount } = { n: -1 }] = await getDb().select({ n: count() }).from(memberships).where(eq(memberships.userId, person.id));
    expect(memberCount).toBe(0);
    const [{ n: handoffs } = { n: -1 }] = await getDb()
      .select({ n: count() })
      .from(verification)
      .where(sql`${verification.value} like ${`%${person.id}%`}`);
    expect(handoffs).toBe(0);
  });

  it('takes the form post without JavaScript: on to the new host, back with the messages, or to sign-in', async () => {
    const person = await owner();
    const slug = `nojs-${unique()}`;
    const created = await platformRequest('POST', '/onboarding/site/form', {
      form: {
        businessName: 'Optik Ohne Skript',
        slug: '',
        locales: ['de', 'fr'],
        defaultLocale: 'fr',
        businessKind: 'optician',
        start: 'optician',
        lang: 'de',
      },
      cookie: person.cookie,
    });
    expect(created.status).toBe(303);
    // An empty address is made from the name.
    const ready = new URL(created.headers.get('location') ?? '', `http://${PLATFORM}`);
    expect(ready.pathname).toBe('/de/new-site');
    expect(ready.searchParams.get('ready')).toBe(`optik-ohne-skript.${PLATFORM}`);
    expect(platformHandoffUrl(ready.searchParams.get('ready'), ready.searchParams.get('token'))).toMatch(
      /^http:\/\/optik-ohne-skript\.platform\.test(:\d+)?\/api\/v1\/handoff\?token=/,
    );
    expect(platformHandoffUrl('evil.example', ready.searchParams.get('token'))).toBeNull();
    const redeemed = await platformRequest('GET', `/handoff?token=${ready.searchParams.get('token')}`, { host: `optik-ohne-skript.${PLATFORM}` });
    expect(redeemed.headers.get('location')).toBe('/fr/edit?toolbar=1');
    const refused = await platformRequest('POST', '/onboarding/site/form', {
      form: { businessName: '', slug, locales: 'de', defaultLocale: 'fr', lang: 'en' },
      cookie: person.cookie,
    });
    expect(refused.headers.get('location')).toMatch(/^\/en\/new-site\?form=/);
    expect(await rowsFor(`${slug}.${PLATFORM}`)).toBeNull();
    const anonymous = await platformRequest('POST', '/onboarding/site/form', { form: { businessName: 'X', lang: 'fr' } });
    expect(anonymous.headers.get('location')).toBe(`/fr/login?next=${encodeURIComponent('/fr/new-site')}`);
  });

  it('exists on the platform host only', async () => {
    const person = await owner();
    const site = await createTestSite();
    expect((await platformRequest('POST', '/onboarding/site', { body: wizardBody(), cookie: person.cookie, host: site.host })).status).toBe(404);
    expect((await platformRequest('POST', '/onboarding/site/form', { form: { businessName: 'X' }, host: site.host })).status).toBe(404);
  });

  it('refuses a hand-off that expired or was issued for another site', async () => {
    const person = await owner();
    const first = await platformRequest('POST', '/onboarding/site', { body: wizardBody({ start: 'empty' }), cookie: person.cookie });
    const { data } = (await first.json()) as { data: { siteId: string; host: string } };
    const other = await createTestSite();
    const forOther = await issueSiteHandoff(getDb(), { userId: person.id, siteId: other.id });
    const wrongSite = await platformRequest('GET', `/handoff?token=${forOther}`, { host: data.host });
    expect(wrongSite.headers.get('location')).toMatch(/\/login\?next=/);
    const old = await issueSiteHandoff(getDb(), { userId: person.id, siteId: data.siteId }, new Date(Date.now() - 5 * 60_000));
    const expired = await platformRequest('GET', `/handoff?token=${old}`, { host: data.host });
    expect(expired.headers.get('location')).toMatch(/\/login\?next=/);
    expect(cookiesOf(expired)).not.toContain('session_token=');
  });
});
