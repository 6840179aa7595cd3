import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { user } from '../../src/server/db/schema';
import { takeBackupCodes, twoFactorState } from '../../src/server/services/account/two-factor-setup';
import { ACCOUNT_PASSWORD, accountUser, cookieOf, postForm, sessionEmail } from './support/account';
import { totpCode } from './support/account';
import { createTestSite } from './support/fixtures';

type Person = Awaited<ReturnType<typeof accountUser>>;

/** Turns two-factor on through the account page's forms; returns the secret and the backup codes shown. */
async function withTwoFactor(host: string, person: Person) {
  const enabled = await postForm(host, '/account/two-factor/enable', { password: ACCOUNT_PASSWORD, locale: 'de' }, { cookie: person.cookie });
  expect(enabled.headers.get('location')).toBe('/de/account?section=twoFactor&notice=twoFactorPending#twoFactor');
  const state = await twoFactorState(getDb(), { userId: person.id, email: person.email, enabled: false });
  const secret = state.pending?.secret ?? '';
  expect(state.pending?.uri).toBe(`otpauth://totp/Webbox:${encodeURIComponent(person.email)}?secret=${secret}&issuer=Webbox&digits=6&period=30`);
  const confirmed = await postForm(host, '/account/two-factor/confirm', { code: totpCode(secret), locale: 'de' }, { cookie: person.cookie });
  const location = new URL(confirmed.headers.get('location') ?? '', `http://${host}`);
  expect(location.searchParams.get('notice')).toBe('twoFactorOn');
  const cookie = cookieOf(confirmed, person.cookie);
  const codes = await takeBackupCodes(getDb(), { userId: person.id, notice: location.searchParams.get('codes') ?? '' });
  return { secret, cookie, codes: codes ?? [], notice: location.searchParams.get('codes') ?? '' };
}

/** The password step of a sign-in as JSON (the login form with JavaScript). */
async function passwordStep(host: string, email: string, password = ACCOUNT_PASSWORD) {
  return getApi().request(`http://${host}/api/v1/auth/sign-in/email`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('two-factor on the account page', () => {
  it('turns on only with the password and a right code, then shows the backup codes once', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const wrongPassword = await postForm(site.host, '/account/two-factor/enable', { password: 'nicht-richtig', locale: 'de' }, { cookie: person.cookie });
    expect(wrongPassword.headers.get('location')).toBe('/de/account?section=twoFactor&error=wrongPassword#twoFactor');
    await postForm(site.host, '/account/two-factor/enable', { password: ACCOUNT_PASSWORD, locale: 'de' }, { cookie: person.cookie });
    const wrongCode = await postForm(site.host, '/account/two-factor/confirm', { code: '000000', locale: 'de' }, { cookie: person.cookie });
    expect(wrongCode.headers.get('location')).toBe('/de/account?section=twoFactor&error=invalidCode#twoFactor');
    const [pending] = await getDb().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, person.id));
    expect(pending?.on).toBe(false);

    const { cookie, codes, notice } = await withTwoFactor(site.host, person);
    expect(codes).toHaveLength(10);
    expect(await takeBackupCodes(getDb(), { userId: person.id, notice })).toBeNull();
    expect(await sessionEmail(site.host, cookie)).toBe(person.email);
    const [on] = await getDb().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, person.id));
    expect(on?.on).toBe(true);
  });

  it("does not show one person's backup codes to another", async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const other = await accountUser(site.host);
    const enabled = await withTwoFactor(site.host, person);
    const renewed = await postForm(site.host, '/account/two-factor/backup-codes', { password: ACCOUNT_PASSWORD, locale: 'de' }, { cookie: enabled.cookie });
    const notice = new URL(renewed.headers.get('location') ?? '', 'http://x').searchParams.get('codes') ?? '';
    expect(await takeBackupCodes(getDb(), { userId: other.id, notice })).toBeNull();
    const codes = await takeBackupCodes(getDb(), { userId: person.id, notice });
    expect(codes).toHaveLength(10);
    expect(codes).not.toEqual(enabled.codes);
  });

  it('turns off with the password, after which the password alone signs in', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const { cookie } = await withTwoFactor(site.host, person);
    const refused = await postForm(site.host, '/account/two-factor/disable', { password: 'nicht-richtig', locale: 'de' }, { cookie });
    expect(refused.headers.get('location')).toBe('/de/account?section=twoFactor&error=wrongPassword#twoFactor');
    const off = await postForm(site.host, '/account/two-factor/disable', { password: ACCOUNT_PASSWORD, locale: 'de' }, { cookie });
    expect(off.headers.get('location')).toBe('/de/account?section=twoFactor&notice=twoFactorOff#twoFactor');
    const body = (await (await passwordStep(site.host, person.email)).json()) as { twoFactorRedirect?: boolean; user?: unknown };
    expect(body.twoFactorRedirect).toBeUndefined();
    expect(body.user).toBeDefined();
  });
});

describe('sign-in with two-factor', () => {
  it('asks for the code instead of a session (JSON), and the right code signs in', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const { secret } = await withTwoFactor(site.host, person);
    const first = await passwordStep(site.host, person.email);
    expect(await first.clone().json()).toMatchObject({ twoFactorRedirect: true });
    const challenge = cookieOf(first);
    expect(await sessionEmail(site.host, challenge)).toBeNull();
    const wrong = await getApi().request(`http://${site.host}/api/v1/auth/two-factor/verify-totp`, {
      method: 'POST',
      headers: { host: site.host, origin: `http://${site.host}`, 'content-type': 'application/json', cookie: challenge },
      body: JSON.stringify({ code: '123456' === totpCode(secret) ? '654321' : '123456' }),
    });
    expect(wrong.status).toBe(401);
    const right = await getApi().request(`http://${site.host}/api/v1/auth/two-factor/verify-totp`, {
      method: 'POST',
      headers: { host: site.host, origin: `http://${site.host}`, 'content-type': 'application/json', cookie: challenge },
      body: JSON.stringify({ code: totpCode(secret) }),
    });
    expect(right.status).toBe(200);
    expect(await sessionEmail(site.host, cookieOf(right, challenge))).toBe(person.email);
  });

  it('without JavaScript: the form post goes to the code page with the challenge, a wrong code comes back, the right one signs in', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const { secret } = await withTwoFactor(site.host, person);
    const first = await postForm(site.host, '/sign-in/form', { email: person.email, password: ACCOUNT_PASSWORD, locale: 'fr', next: '/fr/edit/contact' });
    expect(first.headers.get('location')).toBe('/fr/login/two-factor?next=%2Ffr%2Fedit%2Fcontact');
    const challenge = cookieOf(first);
    expect(challenge).toContain('two_factor');
    expect(await sessionEmail(site.host, challenge)).toBeNull();
    const wrong = await postForm(
      site.host,
      '/sign-in/two-factor',
      { code: totpCode(secret, Date.now() - 10 * 60_000), locale: 'fr', next: '/fr/edit/contact' },
      { cookie: challenge },
    );
    expect(wrong.headers.get('location')).toBe('/fr/login/two-factor?next=%2Ffr%2Fedit%2Fcontact&error=code');
    const right = await postForm(site.host, '/sign-in/two-factor', { code: totpCode(secret), locale: 'fr', next: '/fr/edit/contact' }, { cookie: challenge });
    expect(right.headers.get('location')).toBe('/fr/edit/contact');
    expect(await sessionEmail(site.host, cookieOf(right, challenge))).toBe(person.email);
  });

  it('takes a backup code once', async () => {
    const site = await createTestSite();
    const person = await accountUser(site.host);
    const { codes } = await withTwoFactor(site.host, person);
    const code = codes[0] ?? '';
    const challenge = cookieOf(await passwordStep(site.host, person.email));
    const used = await postForm(site.host, '/sign-in/two-factor', { code, method: 'backup', locale: 'de', next: '/de/edit' }, { cookie: challenge });
    expect(used.headers.get('location')).toBe('/de/edit');
    expect(await sessionEmail(site.host, cookieOf(used, challenge))).toBe(person.email);
    const again = cookieOf(await passwordStep(site.host, person.email));
    const reused = await postForm(site.host, '/sign-in/two-factor', { code, method: 'backup', locale: 'de', next: '/de/edit' }, { cookie: again });
    expect(reused.headers.get('location')).toBe('/de/login/two-factor?next=%2Fde%2Fedit&error=code');
  });

  it('sends a post without a challenge back to sign in again', async () => {
    const site = await createTestSite();
    const answer = await postForm(site.host, '/sign-in/two-factor', { code: '123456', locale: 'de', next: '/de/edit' });
    expect(answer.headers.get('location')).toBe('/de/login/two-factor?next=%2Fde%2Fedit&error=expired');
  });
});
