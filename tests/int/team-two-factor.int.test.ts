import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { sites, user } from '../../src/server/db/schema';
import { api, createTestSite, signedInUser } from './support/fixtures';
import { teamOf } from './support/team';

const withTwoFactor = (email: string) => getDb().update(user).set({ twoFactorEnabled: true }).where(eq(user.email, email));
const requireIt = (host: string, cookie: string, on: boolean) => api(host, '/team/security', { method: 'PUT', body: { requireTwoFactor: on }, cookie });

describe('"Zwei-Faktor für alle Mitglieder verlangen"', () => {
  it('is the owners’ to turn on, and only once they use two-factor sign-in themselves', async () => {
    const site = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    const admin = await signedInUser(site.host, 'admin');
    expect((await requireIt(site.host, admin.cookie, true)).status).toBe(403);
    const first = await requireIt(site.host, owner.cookie, true);
    expect(first.status).toBe(409);
    expect((await first.json()).error).toContain('Kontoseite');
    await withTwoFactor(owner.email);
    expect((await requireIt(site.host, owner.cookie, true)).status).toBe(200);
    const [row] = await getDb().select({ requireTwoFactor: sites.requireTwoFactor }).from(sites).where(eq(sites.id, site.id));
    expect(row?.requireTwoFactor).toBe(true);
    expect((await teamOf(site.host, owner.cookie)).requireTwoFactor).toBe(true);
  });

  it('refuses member routes to members without two-factor, with the reason, and keeps their own routes open', async () => {
    const site = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    const editor = await signedInUser(site.host, 'editor');
    await withTwoFactor(owner.email);
    expect((await requireIt(site.host, owner.cookie, true)).status).toBe(200);

    const refused = await api(site.host, '/settings', { cookie: editor.cookie, editorLanguage: 'fr' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe('Ce site exige la connexion à deux facteurs. Veuillez l’activer sur la page de votre compte.');
    expect((await api(site.host, '/me/preferences', { cookie: editor.cookie })).status).toBe(200);
    expect((await api(site.host, '/settings', { cookie: owner.cookie })).status).toBe(200);

    await withTwoFactor(editor.email);
    expect((await api(site.host, '/settings', { cookie: editor.cookie })).status).toBe(200);
    // Off again, nobody is asked.
    expect((await requireIt(site.host, owner.cookie, false)).status).toBe(200);
    await getDb().update(user).set({ twoFactorEnabled: false }).where(eq(user.email, editor.email));
    expect((await api(site.host, '/settings', { cookie: editor.cookie })).status).toBe(200);
  });
});
