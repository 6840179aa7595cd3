import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { verification } from '../../src/server/db/schema';
import { ACCOUNT_PASSWORD, accountMailsTo, accountUser, linkIn, postForm, sessionEmail, signIn } from './support/account';
import { createTestSite } from './support/fixtures';

const NEW_PASSWORD = 'Neue-Fassung-Zürich-7';
const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Asks for a link and follows it as the browser does: better-auth's redirect to our page with the token. */
async function resetToken(host: string, email: string, locale = 'de'): Promise<string> {
  const asked = await postForm(host, '/password/forgot', { email, locale }, { clientIp: ip() });
  expect(asked.headers.get('location')).toBe(`/${locale}/forgot-password?sent=1`);
  const [mail] = await accountMailsTo(email);
  if (!mail) throw new Error('no reset mail');
  const link = linkIn(mail.payload.text);
  const followed = await getApi().request(link.toString(), { headers: { host } });
  const target = new URL(followed.headers.get('location') ?? '', `http://${host}`);
  expect(target.pathname).toBe(`/${locale}/reset-password`);
  return target.searchParams.get('token') ?? '';
}

describe('forgotten password', () => {
  it('mails a one-hour link in the language of the page it was asked from, to our reset page', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const answer = await postForm(site.host, '/password/forgot', { email: person.email.toUpperCase(), locale: 'fr' }, { clientIp: ip() });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/fr/forgot-password?sent=1');
    const [mail] = await accountMailsTo(person.email);
    expect(mail?.payload.subject).toMatch(/mot de passe/i);
    const link = linkIn(mail?.payload.text ?? '');
    expect(link.host).toBe(site.host);
    expect(link.pathname).toMatch(/^\/api\/v1\/auth\/reset-password\/[\w-]+$/);
    expect(link.searchParams.get('callbackURL')).toBe('/fr/reset-password');
    expect(mail?.payload.html).toContain(link.pathname);
  });

  it('answers the same for an address without an account, and mails nobody', async () => {
    const site = await createTestSite();
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.ch`;
    const answer = await postForm(site.host, '/password/forgot', { email: unknown, locale: 'de' }, { clientIp: ip() });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/de/forgot-password?sent=1');
    expect(await accountMailsTo(unknown)).toHaveLength(0);
  });

  it('refuses a malformed address at the field and a cross-site post outright', async () => {
    const site = await createTestSite();
    const malformed = await postForm(site.host, '/password/forgot', { email: 'kein-at-zeichen', locale: 'it' }, { clientIp: ip() });
    expect(malformed.headers.get('location')).toBe('/it/forgot-password?error=email');
    const forged = await postForm(site.host, '/password/forgot', { email: 'a@example.ch', locale: 'de' }, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
  });

  it('limits the links per e-mail address, whatever the client address', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      answers.push((await postForm(site.host, '/password/forgot', { email: person.email, locale: 'de' }, { clientIp: ip() })).headers.get('location'));
    expect(answers).toEqual(['/de/forgot-password?sent=1', '/de/forgot-password?sent=1', '/de/forgot-password?sent=1', '/de/forgot-password?error=rate']);
    expect(await accountMailsTo(person.email)).toHaveLength(3);
  });

  it('limits the links per client address, whatever the e-mail address', async () => {
    const site = await createTestSite();
    const address = ip();
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push(
        (
          await postForm(site.host, '/password/forgot', { email: `x${attempt}-${randomUUID().slice(0, 6)}@example.ch`, locale: 'de' }, { clientIp: address })
        ).headers.get('location'),
      );
    }
    expect(answers.slice(0, 10).every((location) => location === '/de/forgot-password?sent=1')).toBe(true);
    expect(answers[10]).toBe('/de/forgot-password?error=rate');
  });
});

describe('new password from the link', () => {
  it('refuses a short, a common or a mistyped password and keeps the link usable', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const token = await resetToken(site.host, person.email);
    const cases: [string, string, string][] = [
      ['kurz', 'kurz', 'tooShort'],
      ['password123', 'password123', 'common'],
      [NEW_PASSWORD, `${NEW_PASSWORD}!`, 'mismatch'],
    ];
    for (const [password, confirmPassword, error] of cases) {
      const answer = await postForm(site.host, '/password/reset', { token, password, confirmPassword, locale: 'de' });
      expect(answer.headers.get('location')).toBe(`/de/reset-password?${new URLSearchParams({ token, error })}`);
    }
    expect(await signIn(site.host, person.email, ACCOUNT_PASSWORD)).toContain('session_token=');
  });

  it('sets the password once, signs out every session and lets the new password in', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const otherDevice = await signIn(
      site.host,
      person.email,
      ACCOUNT_PASSWORD,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile Safari/604.1',
    );
    const token = await resetToken(site.host, person.email, 'it');
    const done = await postForm(site.host, '/password/reset', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, locale: 'it' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/it/login?notice=passwordReset');
    expect(await sessionEmail(site.host, person.cookie)).toBeNull();
    expect(await sessionEmail(site.host, otherDevice)).toBeNull();
    await expect(signIn(site.host, person.email, ACCOUNT_PASSWORD)).rejects.toThrow(/sign-in failed/);
    expect(await sessionEmail(site.host, await signIn(site.host, person.email, NEW_PASSWORD))).toBe(person.email);
    const again = await postForm(site.host, '/password/reset', {
      token,
      password: 'Noch-Eine-Fassung-8',
      confirmPassword: 'Noch-Eine-Fassung-8',
      locale: 'it',
    });
    expect(again.headers.get('location')).toBe('/it/reset-password?error=INVALID_TOKEN');
  });

  it('treats an expired link as used: the link and the form both lead to the page that offers a new one', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    await postForm(site.host, '/password/forgot', { email: person.email, locale: 'de' }, { clientIp: ip() });
    const [mail] = await accountMailsTo(person.email);
    const link = linkIn(mail?.payload.text ?? '');
    const token = link.pathname.split('/').pop() ?? '';
    await getDb()
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const followed = await getApi().request(link.toString(), { headers: { host: site.host } });
    expect(new URL(followed.headers.get('location') ?? '', `http://${site.host}`).search).toBe('?error=INVALID_TOKEN');
    const posted = await postForm(site.host, '/password/reset', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, locale: 'de' });
    expect(posted.headers.get('location')).toBe('/de/reset-password?error=INVALID_TOKEN');
    expect(await sessionEmail(site.host, person.cookie)).toBe(person.email);
  });
});
