import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { user } from '../../src/server/db/schema';
import { getEditorLanguage } from '../../src/server/services/users/get-editor-language';
import type { UserPreferences } from '../../src/shared/schemas/preferences';
import { api, createTestSite, signedInUser } from './support/fixtures';

type Envelope<T> = { success: boolean; error: string | null; status: number; data: T };

async function preferences(host: string, cookie: string): Promise<UserPreferences> {
  const response = await api(host, '/me/preferences', { cookie });
  expect(response.status).toBe(200);
  // A person's own data: no browser or proxy keeps it.
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as Envelope<UserPreferences>).data;
}

describe('GET/PUT /api/v1/me/preferences', () => {
  it('answers 401 without a session, for reading and for writing', async () => {
    const site = await createTestSite();
    expect((await api(site.host, '/me/preferences')).status).toBe(401);
    const put = await api(site.host, '/me/preferences', { method: 'PUT', body: { editorLanguage: 'it' } });
    expect(put.status).toBe(401);
    expect(((await put.json()) as Envelope<null>).success).toBe(false);
  });

  it('keeps the editor language a person chooses, for any signed-in person, member or not', async () => {
    const site = await createTestSite();
    const { cookie } = await signedInUser(site.host);
    expect(await preferences(site.host, cookie)).toEqual({ editorLanguage: null });

    const put = await api(site.host, '/me/preferences', { method: 'PUT', body: { editorLanguage: 'it' }, cookie });
    expect(put.status).toBe(200);
    expect(((await put.json()) as Envelope<UserPreferences>).data).toEqual({ editorLanguage: 'it' });
    expect(await preferences(site.host, cookie)).toEqual({ editorLanguage: 'it' });

    await api(site.host, '/me/preferences', { method: 'PUT', body: { editorLanguage: 'en' }, cookie });
    expect(await preferences(site.host, cookie)).toEqual({ editorLanguage: 'en' });
  });

  it('follows the person to every site they sign in on', async () => {
    const first = await createTestSite();
    const second = await createTestSite();
    const { email, cookie } = await signedInUser(first.host, 'editor');
    await api(first.host, '/me/preferences', { method: 'PUT', body: { editorLanguage: 'fr' }, cookie });

    const signIn = await api(second.host, '/auth/sign-in/email', { method: 'POST', body: { email, password: 'correct horse battery' } });
    const secondCookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(await preferences(second.host, secondCookie)).toEqual({ editorLanguage: 'fr' });
    const [row] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(await getEditorLanguage(getDb(), { userId: row?.id ?? '' })).toBe('fr');
  });

  it('refuses languages the editor does not speak and malformed bodies with 400, keeping the stored choice', async () => {
    const site = await createTestSite();
    const { cookie } = await signedInUser(site.host);
    await api(site.host, '/me/preferences', { method: 'PUT', body: { editorLanguage: 'de' }, cookie });
    for (const body of [{ editorLanguage: 'rm' }, { editorLanguage: 'es' }, { editorLanguage: 'DE' }, { editorLanguage: null }, {}, 'fr']) {
      const response = await api(site.host, '/me/preferences', { method: 'PUT', body, cookie });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await preferences(site.host, cookie)).toEqual({ editorLanguage: 'de' });
  });

  it('refuses a cross-site change', async () => {
    const site = await createTestSite();
    const { cookie } = await signedInUser(site.host);
    const response = await api(site.host, '/me/preferences', { method: 'PUT', body: { editorLanguage: 'it' }, cookie, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await preferences(site.host, cookie)).toEqual({ editorLanguage: null });
  });

  it('is part of the OpenAPI document', async () => {
    const doc = (await (await api('anything.test', '/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/v1/me/preferences'] ?? {}).sort()).toEqual(['get', 'put']);
  });

  it("changes only the signed-in person's choice, never another's", async () => {
    const site = await createTestSite();
    const anna = await signedInUser(site.host, 'editor');
    const marco = await signedInUser(site.host, 'editor');
    await api(site.host, '/me/preferences', { method: 'PUT', body: { editorLanguage: 'it' }, cookie: marco.cookie });
    await api(site.host, '/me/preferences', { method: 'PUT', body: { editorLanguage: 'en' }, cookie: anna.cookie });
    expect(await preferences(site.host, marco.cookie)).toEqual({ editorLanguage: 'it' });
    expect(await preferences(site.host, anna.cookie)).toEqual({ editorLanguage: 'en' });
  });
});
