import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { auditEvents } from '../../src/server/db/schema';
import { getConfig, setConfig } from '../../src/server/platform/config';
import { recordAuditEvent } from '../../src/server/services/audit/record-audit-event';
import { createUser } from '../../src/server/services/users/create-user';
import { getApi } from '../../src/server/api/app';
import { twoFactorState } from '../../src/server/services/account/two-factor-setup';
import { ACCOUNT_PASSWORD, accountUser, cookieOf, postForm, signIn, totpCode } from './support/account';
import { api, createTestPage, createTestSite, signedInUser } from './support/fixtures';
import { PLATFORM, configurePlatform, freshEmail, platformRequest } from './support/platform';

configurePlatform();

/** The site's events, newest first, as the log holds them. */
const eventsOf = (siteId: string) =>
  getDb()
    .select({ action: auditEvents.action, actorEmail: auditEvents.actorEmail, details: auditEvents.details, ip: auditEvents.ip })
    .from(auditEvents)
    .where(eq(auditEvents.siteId, siteId))
    .orderBy(desc(auditEvents.at));

async function platformAdmin() {
  const email = freshEmail('ops');
  await createUser(getDb(), { email, password: ACCOUNT_PASSWORD, name: 'Olga Ops' });
  setConfig({ ...getConfig(), PLATFORM_ADMIN_EMAILS: [email] });
  return { email, cookie: await signIn(PLATFORM, email, ACCOUNT_PASSWORD) };
}

describe('the audit log records', () => {
  it('a sign-in on a site host, with the person and the site', async () => {
    const site = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    expect(await eventsOf(site.id)).toEqual([expect.objectContaining({ action: 'auth.signIn', actorEmail: owner.email, details: { step: 'password' } })]);
  });

  it('a failed sign-in with the address typed and the reason, and no session', async () => {
    const site = await createTestSite();
    const email = freshEmail('guess');
    await createUser(getDb(), { email, password: ACCOUNT_PASSWORD, name: 'Gina Guess' });
    const answer = await api(site.host, '/auth/sign-in/email', { method: 'POST', body: { email: email.toUpperCase(), password: 'wrong password here' } });
    expect(answer.status).toBe(401);
    const [failed] = await eventsOf(site.id);
    expect(failed).toMatchObject({ action: 'auth.signInFailed', actorEmail: email, details: { step: 'password', reason: 'INVALID_EMAIL_OR_PASSWORD' } });
    expect((await eventsOf(site.id)).filter((event) => event.action === 'auth.signIn')).toEqual([]);
  });

  it('a sign-in with two-factor once, when the code is right; a wrong code as a failed sign-in', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    await postForm(site.host, '/account/two-factor/enable', { password: ACCOUNT_PASSWORD, locale: 'de' }, { cookie: person.cookie });
    const secret = (await twoFactorState(getDb(), { userId: person.id, email: person.email, enabled: false })).pending?.secret ?? '';
    await postForm(site.host, '/account/two-factor/confirm', { code: totpCode(secret), locale: 'de' }, { cookie: person.cookie });
    const before = (await eventsOf(site.id)).length;
    const send = (path: string, body: unknown, cookie = '') =>
      getApi().request(`http://${site.host}/api/v1/auth${path}`, {
        method: 'POST',
        headers: { host: site.host, origin: `http://${site.host}`, 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    const challenge = cookieOf(await send('/sign-in/email', { email: person.email, password: ACCOUNT_PASSWORD }));
    // The password alone is no sign-in yet.
    expect((await eventsOf(site.id)).length).toBe(before);
    expect((await send('/two-factor/verify-totp', { code: totpCode(secret) === '123456' ? '654321' : '123456' }, challenge)).status).toBe(401);
    expect((await send('/two-factor/verify-totp', { code: totpCode(secret) }, challenge)).status).toBe(200);
    const [signedIn, failed] = await eventsOf(site.id);
    expect(failed).toMatchObject({ action: 'auth.signInFailed', details: { step: 'twoFactor' } });
    expect(signedIn).toMatchObject({ action: 'auth.signIn', actorEmail: person.email, details: { step: 'twoFactor' } });
    expect((await eventsOf(site.id)).length).toBe(before + 2);
  });

  it('a page publish and a page deletion by the member who did them', async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const page = await createTestPage(site.id, { slug: { de: 'angebot', fr: 'offre' } });
    expect((await api(site.host, '/page/publish', { method: 'POST', body: { id: page.pageId }, cookie: editor.cookie })).status).toBe(200);
    expect((await api(site.host, '/page/remove', { method: 'POST', body: { id: page.pageId }, cookie: editor.cookie })).status).toBe(200);
    const [deleted, published] = await eventsOf(site.id);
    expect(published).toMatchObject({ action: 'page.published', actorEmail: editor.email, details: { pageId: page.pageId, version: 1 } });
    expect(deleted).toMatchObject({ action: 'page.deleted', actorEmail: editor.email, details: { pageId: page.pageId } });
  });

  it("a member's role change and removal, with whom and from which role to which", async () => {
    const site = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    const editor = await signedInUser(site.host, 'editor');
    const team = (await (await api(site.host, '/team', { cookie: owner.cookie })).json()) as { data: { members: { userId: string; email: string }[] } };
    const target = team.data.members.find((member) => member.email === editor.email);
    if (!target) throw new Error('editor not in the team');
    const path = `/team/members/${target.userId}`;
    expect((await api(site.host, path, { method: 'PUT', body: { role: 'admin' }, cookie: owner.cookie })).status).toBe(200);
    expect((await api(site.host, path, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    const [removed, changed] = await eventsOf(site.id);
    expect(changed).toMatchObject({ action: 'member.roleChanged', actorEmail: owner.email, details: { email: editor.email, from: 'editor', to: 'admin' } });
    expect(removed).toMatchObject({ action: 'member.removed', actorEmail: owner.email, details: { email: editor.email, role: 'admin' } });
  });

  it('an own domain added and removed', async () => {
    const site = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    const host = `www.audit-${Date.now()}.ch`;
    expect((await api(site.host, '/site/domains', { method: 'POST', body: { host: ` https://${host.toUpperCase()}/ ` }, cookie: owner.cookie })).status).toBe(
      201,
    );
    expect((await api(site.host, `/site/domains/${host}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    const [removed, added] = await eventsOf(site.id);
    expect(added).toMatchObject({ action: 'domain.added', actorEmail: owner.email, details: { host } });
    expect(removed).toMatchObject({ action: 'domain.removed', actorEmail: owner.email, details: { host } });
  });

  it("a site's suspension and resumption by the platform admin, and an account disabled", async () => {
    const admin = await platformAdmin();
    const site = await createTestSite();
    const member = await signedInUser(site.host, 'editor');
    for (const action of ['suspend', 'resume'])
      expect(
        (await platformRequest('POST', `/platform/sites/${site.id}/${action}`, { cookie: admin.cookie, form: { locale: 'de' }, address: '198.51.100.7' }))
          .status,
      ).toBe(303);
    const [resumed, suspended] = await eventsOf(site.id);
    expect(suspended).toMatchObject({ action: 'site.suspended', actorEmail: admin.email, ip: '198.51.100.7' });
    expect(resumed).toMatchObject({ action: 'site.resumed', actorEmail: admin.email });

    const users = (await (await platformRequest('GET', `/platform/users?q=${encodeURIComponent(member.email)}`, { cookie: admin.cookie })).json()) as {
      data: { users: { id: string }[] };
    };
    const userId = users.data.users[0]?.id ?? '';
    expect((await platformRequest('POST', `/platform/users/${userId}/disable`, { cookie: admin.cookie, form: { locale: 'de' } })).status).toBe(303);
    const [disabled] = await getDb().select().from(auditEvents).where(eq(auditEvents.action, 'account.disabled')).orderBy(desc(auditEvents.at)).limit(1);
    expect(disabled).toMatchObject({ siteId: null, actorEmail: admin.email, details: { userId, email: member.email } });
  });

  it('and never lets a failed write fail the action: it is logged and the caller goes on', async () => {
    const logged: unknown[] = [];
    const missingSite = '00000000-0000-4000-8000-000000000000';
    await expect(
      recordAuditEvent(getDb(), { action: 'site.published', siteId: missingSite }, { error: (...args: unknown[]) => logged.push(args) }),
    ).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(await eventsOf(missingSite)).toEqual([]);
  });
});
