import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { getConfig, setConfig } from '../../src/server/platform/config';
import { createUser } from '../../src/server/services/users/create-user';
import { ACCOUNT_PASSWORD, accountMailsTo, postForm, sessionEmail, signIn } from './support/account';
import { api, createTestSite, signedInUser } from './support/fixtures';
import { PLATFORM, configurePlatform, freshEmail, platformRequest } from './support/platform';

configurePlatform();

async function platformAdmin() {
  const email = freshEmail('ops');
  await createUser(getDb(), { email, password: ACCOUNT_PASSWORD, name: 'Olga Ops' });
  setConfig({ ...getConfig(), PLATFORM_ADMIN_EMAILS: [email] });
  return { email, cookie: await signIn(PLATFORM, email, ACCOUNT_PASSWORD) };
}

type Users = {
  data: { users: { id: string; email: string; sessions: number; disabledAt: string | null; memberships: { siteName: string; role: string }[] }[] };
};

async function findUser(cookie: string, q: string) {
  const answer = await platformRequest('GET', `/platform/users?q=${encodeURIComponent(q)}`, { cookie });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as Users).data.users;
}

describe('the platform console: accounts', () => {
  it('finds an account with its memberships and open sessions', async () => {
    const admin = await platformAdmin();
    const site = await createTestSite({ name: 'Optik Konten' });
    const editor = await signedInUser(site.host, 'editor');
    const [row] = await findUser(admin.cookie, editor.email.toUpperCase());
    expect(row).toMatchObject({ email: editor.email, disabledAt: null, memberships: [{ siteName: 'Optik Konten', role: 'editor' }] });
    expect(row?.sessions).toBeGreaterThanOrEqual(1);
    // A signed-in person who does not run the platform finds no such route.
    expect((await platformRequest('GET', '/platform/users', { cookie: editor.cookie, host: PLATFORM })).status).toBe(404);
  });

  it('disables an account: its sessions end at once, sign-in is refused with a sentence; enabling lets it in again', async () => {
    const admin = await platformAdmin();
    const site = await createTestSite();
    const member = await signedInUser(site.host, 'owner');
    expect(await sessionEmail(site.host, member.cookie)).toBe(member.email);
    const [row] = await findUser(admin.cookie, member.email);
    const disabled = await platformRequest('POST', `/platform/users/${row?.id}/disable`, { cookie: admin.cookie, form: { locale: 'de', q: member.email } });
    expect(disabled.status).toBe(303);
    expect(disabled.headers.get('location')).toBe(`/de/platform?uq=${encodeURIComponent(member.email)}&notice=disabled#users`);
    expect(await sessionEmail(site.host, member.cookie)).toBeNull();
    expect((await api(site.host, '/team', { cookie: member.cookie })).status).toBe(401);

    // The right password: refused, with the reason (JSON for the script, the login page without it).
    const json = await api(site.host, '/auth/sign-in/email', { method: 'POST', body: { email: member.email, password: 'correct horse battery' } });
    expect(json.status).toBe(403);
    expect(((await json.json()) as { code: string }).code).toBe('ACCOUNT_DISABLED');
    const form = await postForm(site.host, '/sign-in/form', { email: member.email, password: 'correct horse battery', locale: 'fr', next: '/fr/edit' });
    expect(form.headers.get('location')).toBe('/fr/login?error=disabled&next=%2Ffr%2Fedit');
    expect(form.headers.getSetCookie()).toEqual([]);
    // A wrong password still reads as a wrong password (the state is told only to who knows it).
    const wrong = await postForm(site.host, '/sign-in/form', { email: member.email, password: 'wrong password here', locale: 'de', next: '/de/edit' });
    expect(wrong.headers.get('location')).toBe('/de/login?error=failed&next=%2Fde%2Fedit');

    await platformRequest('POST', `/platform/users/${row?.id}/enable`, { cookie: admin.cookie, form: { locale: 'de' } });
    const again = await api(site.host, '/auth/sign-in/email', { method: 'POST', body: { email: member.email, password: 'correct horse battery' } });
    expect(again.status).toBe(200);
  });

  it("refuses to disable a platform admin's account, with the sentence on the console", async () => {
    const admin = await platformAdmin();
    const [self] = await findUser(admin.cookie, admin.email);
    const refused = await platformRequest('POST', `/platform/users/${self?.id}/disable`, { cookie: admin.cookie, form: { locale: 'de' } });
    expect(refused.headers.get('location')).toBe('/de/platform?error=platform.adminNotDisabled#users');
    expect(await sessionEmail(PLATFORM, admin.cookie)).toBe(admin.email);
  });

  it('sends a password reset link through the outbox', async () => {
    const admin = await platformAdmin();
    const email = freshEmail('reset');
    await createUser(getDb(), { email, password: ACCOUNT_PASSWORD, name: 'Rita Reset' });
    const [row] = await findUser(admin.cookie, email);
    const sent = await platformRequest('POST', `/platform/users/${row?.id}/reset-link`, { cookie: admin.cookie, form: { locale: 'de' } });
    expect(sent.headers.get('location')).toBe('/de/platform?notice=resetSent#users');
    const mails = await accountMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]?.payload)).toContain('reset-password');
  });
});
