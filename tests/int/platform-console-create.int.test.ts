import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { auditEvents, memberships, pages, siteDomains, sites, user } from '../../src/server/db/schema';
import { getConfig, setConfig } from '../../src/server/platform/config';
import { siteOrigin } from '../../src/server/platform/site-origin';
import { createUser } from '../../src/server/services/users/create-user';
import { ACCOUNT_PASSWORD, signIn } from './support/account';
import { createTestPage, createTestSite, uniqueHost } from './support/fixtures';
import { PLATFORM, configurePlatform, freshAddress, freshEmail, platformRequest, returnedOf } from './support/platform';
import { cookieOf, invitationLinkOf, lastMailTo, postAccept } from './support/team';

configurePlatform();

async function platformAdmin() {
  const email = freshEmail('ops');
  await createUser(getDb(), { email, password: ACCOUNT_PASSWORD, name: 'Olga Ops' });
  setConfig({ ...getConfig(), PLATFORM_ADMIN_EMAILS: [email] });
  return { email, cookie: await signIn(PLATFORM, email, ACCOUNT_PASSWORD) };
}

const slug = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}`;

const createForm = (fields: Record<string, string | string[]>) => ({
  locale: 'fr',
  name: 'Optique Lumière',
  businessKind: 'optician',
  locales: ['fr', 'de'],
  defaultLocale: 'fr',
  ...fields,
});

const siteIdOf = (response: Response) => new URL(response.headers.get('location') ?? '', 'http://x').searchParams.get('site') ?? '';

describe('the console creates a site for an owner e-mail', () => {
  it('makes the site with its starter pages and invites the owner, who becomes owner by accepting', async () => {
    const admin = await platformAdmin();
    const ownerEmail = freshEmail('owner');
    const address = slug('optique');
    const answer = await platformRequest('POST', '/platform/sites/new', {
      cookie: admin.cookie,
      form: createForm({ address, ownerEmail: ownerEmail.toUpperCase() }),
    });
    expect(answer.status).toBe(303);
    const siteId = siteIdOf(answer);
    expect(answer.headers.get('location')).toBe(`/fr/platform?notice=siteCreated&site=${siteId}#site`);

    const host = `${address}.${PLATFORM}`;
    const [site] = await getDb().select().from(sites).where(eq(sites.id, siteId));
    expect(site).toMatchObject({ name: 'Optique Lumière', locales: ['fr', 'de'], defaultLocale: 'fr', businessKind: 'optician' });
    expect(await getDb().select({ kind: siteDomains.kind, primary: siteDomains.isPrimary }).from(siteDomains).where(eq(siteDomains.host, host))).toEqual([
      { kind: 'platform', primary: true },
    ]);
    const starter = await getDb().select({ id: pages.id, role: pages.role }).from(pages).where(eq(pages.siteId, siteId));
    expect(starter.length).toBeGreaterThan(1);
    expect(starter.map((page) => page.role)).toContain('home');
    expect(await getDb().select().from(memberships).where(eq(memberships.siteId, siteId))).toEqual([]);
    const logged = await getDb().select({ action: auditEvents.action, details: auditEvents.details }).from(auditEvents).where(eq(auditEvents.siteId, siteId));
    expect(logged.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'invitation.sent', details: { email: ownerEmail, role: 'owner', via: 'console' } },
      { action: 'site.created', details: { host, owner: ownerEmail, ownerAccount: 'invited' } },
    ]);

    // The invitation (in the site's language, French) leads to the new host's accept page.
    const mail = await lastMailTo(ownerEmail);
    expect(mail.subject).toBe('Invitation à Optique Lumière');
    expect(mail.siteId).toBe(siteId);
    const { url, token } = await invitationLinkOf(ownerEmail);
    expect(url.hostname).toBe(host);
    expect(url.pathname).toBe('/fr/invitation');

    const accepted = await postAccept(host, { action: 'create', token, locale: 'fr', name: 'Lea Lumière', password: ACCOUNT_PASSWORD });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/fr/edit');
    const [account] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, ownerEmail));
    const roles = await getDb()
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.siteId, siteId), eq(memberships.userId, account?.id ?? '')));
    expect(roles).toEqual([{ role: 'owner' }]);
    // The new owner is signed in on their site and may use its team.
    const team = await getApi().request(`http://${host}/api/v1/team`, { headers: { host, cookie: cookieOf(accepted) } });
    expect(team.status).toBe(200);
  });

  it('makes an existing account owner at once (on a whole host) and tells them by mail', async () => {
    const admin = await platformAdmin();
    const ownerEmail = freshEmail('existing');
    await createUser(getDb(), { email: ownerEmail, password: ACCOUNT_PASSWORD, name: 'Bea Besitz' });
    const host = uniqueHost('www.optik-besitz');
    const answer = await platformRequest('POST', '/platform/sites/new', {
      cookie: admin.cookie,
      form: createForm({ locale: 'de', address: host, ownerEmail, businessKind: 'other', locales: ['de'], defaultLocale: 'de', name: 'Velo Besitz' }),
    });
    expect(answer.headers.get('location')).toMatch(/^\/de\/platform\?notice=ownerAdded&site=/);
    const siteId = siteIdOf(answer);
    const owners = await getDb()
      .select({ email: user.email, role: memberships.role })
      .from(memberships)
      .innerJoin(user, eq(user.id, memberships.userId))
      .where(eq(memberships.siteId, siteId));
    expect(owners).toEqual([{ email: ownerEmail, role: 'owner' }]);
    expect((await getDb().select({ kind: siteDomains.kind }).from(siteDomains).where(eq(siteDomains.host, host)))[0]?.kind).toBe('custom');
    const mail = await lastMailTo(ownerEmail);
    expect(mail.subject).toBe('Sie sind Inhaber von Velo Besitz');
    expect(mail.text).toContain(`${siteOrigin(host)}/de/edit`);
  });

  it('comes back with the typed values and the reasons in the admin’s language: a taken address, a bad e-mail', async () => {
    const admin = await platformAdmin();
    const taken = await createTestSite();
    const bad = await platformRequest('POST', '/platform/sites/new', {
      cookie: admin.cookie,
      form: createForm({ address: 'Ab', ownerEmail: 'not-an-address', q: 'Lumi' }),
    });
    expect(bad.status).toBe(303);
    const first = returnedOf(bad);
    expect(first.location.pathname).toBe('/fr/platform');
    expect(first.location.searchParams.get('q')).toBe('Lumi');
    expect(first.location.hash).toBe('#create-site');
    expect(first.returned?.groupId).toBe('platform-create-site');
    expect(first.returned?.fieldErrors.ownerEmail).toBe('Veuillez saisir une adresse e-mail valide.');
    expect(first.returned?.fieldErrors.address).toBeTruthy();
    expect(first.returned?.values).toMatchObject({ name: 'Optique Lumière', address: 'Ab', ownerEmail: 'not-an-address', locales: ['fr', 'de'] });
    // Nothing personal in the URL.
    expect(bad.headers.get('location')).not.toContain('not-an-address');

    const conflict = await platformRequest('POST', '/platform/sites/new', {
      cookie: admin.cookie,
      form: createForm({ locale: 'it', address: taken.host, ownerEmail: freshEmail('late') }),
    });
    const second = returnedOf(conflict);
    expect(second.returned?.fieldErrors.address).toMatch(/indirizzo/i);
    expect(second.returned?.values.address).toBe(taken.host);
  });

  it('is a 404 for anyone but a platform admin', async () => {
    await platformAdmin();
    const stranger = freshEmail('stranger');
    await createUser(getDb(), { email: stranger, password: ACCOUNT_PASSWORD, name: 'Sam' });
    const cookie = await signIn(PLATFORM, stranger, ACCOUNT_PASSWORD);
    const answer = await platformRequest('POST', '/platform/sites/new', { cookie, form: createForm({ address: slug('nope'), ownerEmail: freshEmail() }) });
    expect(answer.status).toBe(404);
  });
});

describe('the console imports an archive without JavaScript', () => {
  const importForm = (cookie: string, fields: { archive?: Uint8Array<ArrayBuffer>; host: string; locale: string }) => {
    const form = new FormData();
    if (fields.archive) form.set('archive', new File([fields.archive], 'site.tar.gz', { type: 'application/gzip' }));
    form.set('host', fields.host);
    form.set('locale', fields.locale);
    const headers = new Headers({ host: PLATFORM, cookie, origin: `http://${PLATFORM}`, 'x-webbox-client-ip': freshAddress() });
    return getApi().request(`http://${PLATFORM}/api/v1/platform/sites/import/form`, { method: 'POST', headers, body: form });
  };

  it('opens the new site in the console, or comes back with the refusal’s sentence', async () => {
    const admin = await platformAdmin();
    const site = await createTestSite({ locales: ['de'] });
    await createTestPage(site.id, { slug: { de: 'ueber-uns' } });
    const download = await platformRequest('GET', `/platform/sites/${site.id}/export`, { cookie: admin.cookie });
    expect(download.status).toBe(200);
    const archive = new Uint8Array(await download.arrayBuffer());

    const newHost = uniqueHost('kopie');
    const imported = await importForm(admin.cookie, { archive, host: newHost, locale: 'en' });
    expect(imported.status).toBe(303);
    const siteId = siteIdOf(imported);
    expect(imported.headers.get('location')).toBe(`/en/platform?notice=siteImported&site=${siteId}#site`);
    expect((await getDb().select({ siteId: siteDomains.siteId }).from(siteDomains).where(eq(siteDomains.host, newHost)))[0]?.siteId).toBe(siteId);

    const again = await importForm(admin.cookie, { archive, host: newHost, locale: 'de' });
    const { location, returned } = returnedOf(again);
    expect(location.hash).toBe('#import-site');
    expect(returned?.groupId).toBe('platform-import-site');
    expect(returned?.error).toBe(`Adresse bereits vergeben: ${newHost}`);
    expect(returned?.values.host).toBe(newHost);

    const empty = await importForm(admin.cookie, { host: uniqueHost('leer'), locale: 'fr' });
    expect(returnedOf(empty).returned?.error).toBeTruthy();
  });
});
