import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { FORM_SIGN_IN_PATH } from '../../src/server/services/auth/sign-in-paths';
import { createUser } from '../../src/server/services/users/create-user';
import { api, createTestSite } from './support/fixtures';

const PASSWORD = 'correct horse battery';

async function userOn() {
  const site = await createTestSite();
  const email = `form-${randomUUID().slice(0, 8)}@example.ch`;
  await createUser(getDb(), { email, password: PASSWORD });
  return { site, email };
}

/** Posts the login form as a browser without JavaScript does: urlencoded, same origin. */
function postForm(host: string, fields: Record<string, string>, origin: string | null = `http://${host}`) {
  const headers = new Headers({ host, 'content-type': 'application/x-www-form-urlencoded' });
  if (origin) headers.set('origin', origin);
  return getApi().request(`http://${host}${FORM_SIGN_IN_PATH}`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}

describe('sign-in without JavaScript', () => {
  it('signs in from a form post, sets the session cookie and continues to next', async () => {
    const { site, email } = await userOn();
    const response = await postForm(site.host, { email, password: PASSWORD, locale: 'fr', next: '/fr/edit/contact' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/edit/contact');
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('session_token=');
    const session = await api(site.host, '/auth/get-session', { cookie });
    expect((await session.json()).user.email).toBe(email);
  });

  it('returns to the login page with the error, no cookie and no password in the URL', async () => {
    const { site, email } = await userOn();
    const response = await postForm(site.host, { email, password: 'wrong password!', locale: 'de', next: '/de/edit' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/de/login?error=failed&next=%2Fde%2Fedit');
    expect(location).not.toContain('wrong');
    expect(response.headers.getSetCookie()).toHaveLength(0);
  });

  it('follows only same-site paths after sign-in', async () => {
    const { site, email } = await userOn();
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const response = await postForm(site.host, { email, password: PASSWORD, locale: 'de', next });
      expect(response.headers.get('location')).toBe('/de/edit');
    }
  });

  it('refuses a cross-site post before checking the password', async () => {
    const { site, email } = await userOn();
    const forged = await postForm(site.host, { email, password: PASSWORD, locale: 'de', next: '/de/edit' }, 'https://evil.example');
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toHaveLength(0);
  });
});
