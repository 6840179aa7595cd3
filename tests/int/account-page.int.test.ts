import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { listAccountSessions } from '../../src/server/services/account/account-sessions';
import { ACCOUNT_PASSWORD, accountMailsTo, accountUser, cookieOf, linkIn, postForm, sessionEmail, signIn } from './support/account';
import { api, createTestSite } from './support/fixtures';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const page = (section: string, answer: Record<string, string>) => `/de/account?${new URLSearchParams({ section, ...answer })}#${section}`;

async function currentSession(host: string, cookie: string): Promise<string> {
  const body = (await (await api(host, '/auth/get-session', { cookie })).json()) as { session: { id: string } };
  return body.session.id;
}

describe('account page: name and e-mail', () => {
  it('changes the name, and refuses an empty one at its field', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const saved = await postForm(site.host, '/account/name', { name: '  Anna Brunner ', locale: 'de' }, { cookie: person.cookie });
    expect(saved.headers.get('location')).toBe(page('name', { notice: 'nameSaved' }));
    const session = (await (await api(site.host, '/auth/get-session', { cookie: person.cookie })).json()) as { user: { name: string } };
    expect(session.user.name).toBe('Anna Brunner');
    const empty = await postForm(site.host, '/account/name', { name: '   ', locale: 'de' }, { cookie: person.cookie });
    expect(empty.headers.get('location')).toBe(page('name', { error: 'invalidName' }));
  });

  it('changes the e-mail address only when the link mailed to the new address is opened', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const newEmail = `neu-${randomUUID().slice(0, 8)}@example.ch`;
    const asked = await postForm(site.host, '/account/email', { email: newEmail, locale: 'de' }, { cookie: person.cookie });
    expect(asked.headers.get('location')).toBe(page('email', { notice: 'emailSent' }));
    expect(await sessionEmail(site.host, person.cookie)).toBe(person.email);
    const [mail] = await accountMailsTo(newEmail);
    expect(mail?.payload.subject).toMatch(/E-Mail/);
    const link = linkIn(mail?.payload.text ?? '');
    const opened = await getApi().request(link.toString(), { headers: { host: site.host, cookie: person.cookie } });
    expect(opened.headers.get('location')).toBe('/de/account?section=email&notice=emailChanged');
    expect(await sessionEmail(site.host, cookieOf(opened, person.cookie))).toBe(newEmail);
  });

  it("answers the same for another person's address and sends nothing there; the same address is refused", async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const other = await accountUser(site.host);
    const taken = await postForm(site.host, '/account/email', { email: other.email, locale: 'de' }, { cookie: person.cookie });
    expect(taken.headers.get('location')).toBe(page('email', { notice: 'emailSent' }));
    expect(await accountMailsTo(other.email)).toHaveLength(0);
    const same = await postForm(site.host, '/account/email', { email: person.email, locale: 'de' }, { cookie: person.cookie });
    expect(same.headers.get('location')).toBe(page('email', { error: 'sameEmail' }));
  });
});

describe('account page: password', () => {
  it('needs the current password and the policy, then ends the other sessions and keeps this one', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const phone = await signIn(site.host, person.email, ACCOUNT_PASSWORD, IPHONE);
    const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
      postForm(site.host, '/account/password', { currentPassword, newPassword, confirmPassword, locale: 'de' }, { cookie: person.cookie });
    expect((await change('falsch-falsch', 'Neue-Fassung-Zürich-7')).headers.get('location')).toBe(page('password', { error: 'wrongPassword' }));
    expect((await change(ACCOUNT_PASSWORD, 'qwertyuiop')).headers.get('location')).toBe(page('password', { error: 'common' }));
    expect((await change(ACCOUNT_PASSWORD, 'Neue-Fassung-Zürich-7', 'anders-als-oben')).headers.get('location')).toBe(page('password', { error: 'mismatch' }));
    expect(await sessionEmail(site.host, phone)).toBe(person.email);
    const done = await change(ACCOUNT_PASSWORD, 'Neue-Fassung-Zürich-7');
    expect(done.headers.get('location')).toBe(page('password', { notice: 'passwordChanged' }));
    expect(await sessionEmail(site.host, phone)).toBeNull();
    expect(await sessionEmail(site.host, cookieOf(done, person.cookie))).toBe(person.email);
    expect(await sessionEmail(site.host, await signIn(site.host, person.email, 'Neue-Fassung-Zürich-7'))).toBe(person.email);
  });
});

describe('account page: sessions', () => {
  it('lists the devices in plain words with this one marked, and signs out one of them', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const phone = await signIn(site.host, person.email, ACCOUNT_PASSWORD, IPHONE);
    const current = await currentSession(site.host, person.cookie);
    const phoneSession = await currentSession(site.host, phone);
    const sessions = await listAccountSessions(getDb(), { userId: person.id, currentSessionId: current });
    expect(sessions.map((entry) => [entry.device, entry.current]).sort()).toEqual(
      [
        [{ browser: 'Chrome', system: 'Linux' }, true],
        [{ browser: 'Safari', system: 'iOS' }, false],
      ].sort(),
    );
    const revoked = await postForm(site.host, '/account/sessions/revoke', { sessionId: phoneSession, locale: 'de' }, { cookie: person.cookie });
    expect(revoked.headers.get('location')).toBe(page('sessions', { notice: 'sessionRevoked' }));
    expect(await sessionEmail(site.host, phone)).toBeNull();
    expect(await sessionEmail(site.host, person.cookie)).toBe(person.email);
  });

  it("cannot sign out another person's session", async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const other = await accountUser(site.host);
    const refused = await postForm(
      site.host,
      '/account/sessions/revoke',
      { sessionId: await currentSession(site.host, other.cookie), locale: 'de' },
      { cookie: person.cookie },
    );
    expect(refused.headers.get('location')).toBe(page('sessions', { error: 'notFound' }));
    expect(await sessionEmail(site.host, other.cookie)).toBe(other.email);
  });

  it('signs out every other device, never this one', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const phone = await signIn(site.host, person.email, ACCOUNT_PASSWORD, IPHONE);
    const tablet = await signIn(site.host, person.email, ACCOUNT_PASSWORD);
    const others = await postForm(site.host, '/account/sessions/revoke-others', { locale: 'de' }, { cookie: person.cookie });
    expect(others.headers.get('location')).toBe(page('sessions', { notice: 'othersRevoked' }));
    expect([await sessionEmail(site.host, phone), await sessionEmail(site.host, tablet), await sessionEmail(site.host, person.cookie)]).toEqual([
      null,
      null,
      person.email,
    ]);
  });

  it('answers 401 to every account form without a session, and 403 to a cross-site post', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    for (const path of [
      '/account/name',
      '/account/email',
      '/account/password',
      '/account/sessions/revoke',
      '/account/sessions/revoke-others',
      '/account/two-factor/enable',
    ]) {
      expect((await postForm(site.host, path, { locale: 'de' })).status).toBe(401);
    }
    const forged = await postForm(site.host, '/account/sessions/revoke-others', { locale: 'de' }, { cookie: person.cookie, origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
  });
});
