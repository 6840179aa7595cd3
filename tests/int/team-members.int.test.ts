import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { memberships, session, user } from '../../src/server/db/schema';
import { addMember } from '../../src/server/services/members/add-member';
import { FORM_SIGN_IN_PATH } from '../../src/server/services/auth/sign-in-paths';
import { createUser } from '../../src/server/services/users/create-user';
import { api, createTestSite, signedInUser } from './support/fixtures';
import { cookieOf, invite, teamOf } from './support/team';

const idOf = async (email: string) => (await getDb().select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? '';
const setRole = (host: string, cookie: string, userId: string, role: string) => api(host, `/team/members/${userId}`, { method: 'PUT', body: { role }, cookie });
const remove = (host: string, cookie: string, userId: string) => api(host, `/team/members/${userId}`, { method: 'DELETE', cookie });
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe('the team list', () => {
  it('lists members with name, e-mail, role, last sign-in on this site and who is oneself', async () => {
    const site = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    const editor = await signedInUser(site.host, 'editor');
    const team = await teamOf(site.host, owner.cookie);
    expect(team.members.map((member) => [member.email, member.role, member.self])).toEqual([
      [owner.email, 'owner', true],
      [editor.email, 'editor', false],
    ]);
    expect(team.members.every((member) => member.lastSignInAt !== null)).toBe(true);
    expect(team.requireTwoFactor).toBe(false);
  });
});

describe('session sites', () => {
  it('records the site on sign-ins through the JSON endpoint and the no-JavaScript form, and the member’s last sign-in', async () => {
    const site = await createTestSite();
    const email = `form-${randomUUID().slice(0, 8)}@example.ch`;
    await createUser(getDb(), { email, password: 'correct horse battery' });
    await addMember(getDb(), { email, host: site.host, role: 'editor' });
    const userId = await idOf(email);
    const headers = new Headers({ host: site.host, origin: `http://${site.host}`, 'content-type': 'application/x-www-form-urlencoded' });
    const form = await getApi().request(`http://${site.host}${FORM_SIGN_IN_PATH}`, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ email, password: 'correct horse battery', locale: 'de', next: '/de/edit' }).toString(),
    });
    expect(form.status).toBe(303);
    expect(cookieOf(form)).toContain('session_token=');
    const json = await api(site.host, '/auth/sign-in/email', { method: 'POST', body: { email, password: 'correct horse battery' } });
    expect(json.ok).toBe(true);
    const sessions = await getDb().select({ siteId: session.siteId }).from(session).where(eq(session.userId, userId));
    expect(sessions.map((row) => row.siteId)).toEqual([site.id, site.id]);
    const [member] = await getDb().select({ lastSignInAt: memberships.lastSignInAt }).from(memberships).where(eq(memberships.userId, userId));
    expect(member?.lastSignInAt).toBeInstanceOf(Date);
  });
});

describe('changing roles', () => {
  it('lets the owner change roles and make owners; the last owner can be neither demoted nor removed', async () => {
    const site = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    const editor = await signedInUser(site.host, 'editor');
    const ownerId = await idOf(owner.email);
    const editorId = await idOf(editor.email);
    expect((await setRole(site.host, owner.cookie, editorId, 'admin')).status).toBe(200);
    const demoted = await setRole(site.host, owner.cookie, ownerId, 'admin');
    expect(demoted.status).toBe(409);
    expect(await errorOf(demoted)).toContain('mindestens eine Inhaberin');
    expect((await remove(site.host, owner.cookie, ownerId)).status).toBe(409);
    // With a second owner, the first may step down.
    expect((await setRole(site.host, owner.cookie, editorId, 'owner')).status).toBe(200);
    expect((await setRole(site.host, owner.cookie, ownerId, 'editor')).status).toBe(200);
    const roles = (await teamOf(site.host, editor.cookie)).members.map((member) => [member.email, member.role]);
    expect(roles).toEqual([
      [owner.email, 'editor'],
      [editor.email, 'owner'],
    ]);
    // The former owner is an editor now: the team is no longer theirs to manage.
    expect((await setRole(site.host, owner.cookie, editorId, 'admin')).status).toBe(403);
    expect((await setRole(site.host, editor.cookie, ownerId, 'nobody')).status).toBe(400);
  });

  it('keeps admins away from owners: no inviting, promoting to, demoting or removing an owner', async () => {
    const site = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    const admin = await signedInUser(site.host, 'admin');
    const editor = await signedInUser(site.host, 'editor');
    const ownerId = await idOf(owner.email);
    const editorId = await idOf(editor.email);
    const refusals = [
      await invite(site.host, admin.cookie, `x-${randomUUID().slice(0, 6)}@example.ch`, 'owner'),
      await setRole(site.host, admin.cookie, editorId, 'owner'),
      await setRole(site.host, admin.cookie, ownerId, 'editor'),
      await remove(site.host, admin.cookie, ownerId),
    ];
    expect(refusals.map((response) => response.status)).toEqual([403, 403, 403, 403]);
    expect(await errorOf(refusals[0] as Response)).toContain('Nur Inhaberinnen und Inhaber');
    // Below the owners an admin manages the team.
    expect((await setRole(site.host, admin.cookie, editorId, 'optician')).status).toBe(200);
    expect((await invite(site.host, admin.cookie, `y-${randomUUID().slice(0, 6)}@example.ch`, 'admin')).status).toBe(200);
    expect((await remove(site.host, admin.cookie, editorId)).status).toBe(200);
    // An owner's invitation is the owners' to resend or revoke.
    await invite(site.host, owner.cookie, `z-${randomUUID().slice(0, 6)}@example.ch`, 'owner');
    const ownerInvitation = (await teamOf(site.host, owner.cookie)).invitations.find((entry) => entry.role === 'owner');
    expect((await api(site.host, `/team/invitations/${ownerInvitation?.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(403);
    expect((await api(site.host, `/team/invitations/${ownerInvitation?.id}/resend`, { method: 'POST', cookie: admin.cookie })).status).toBe(403);
  });

  it('finds members and invitations of this site only', async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    const otherOwner = await signedInUser(other.host, 'owner');
    await invite(other.host, otherOwner.cookie, `o-${randomUUID().slice(0, 6)}@example.ch`, 'editor');
    const foreignInvitation = (await teamOf(other.host, otherOwner.cookie)).invitations[0]?.id;
    expect((await setRole(site.host, owner.cookie, await idOf(otherOwner.email), 'editor')).status).toBe(404);
    expect((await remove(site.host, owner.cookie, await idOf(otherOwner.email))).status).toBe(404);
    expect((await api(site.host, `/team/invitations/${foreignInvitation}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
    expect((await teamOf(other.host, otherOwner.cookie)).invitations).toHaveLength(1);
  });
});

describe('removing a member', () => {
  it('ends their sessions of this site at once and refuses their next save; their session on another site stays', async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    const editor = await signedInUser(site.host, 'editor');
    await addMember(getDb(), { email: editor.email, host: other.host, role: 'editor' });
    const elsewhere = await api(other.host, '/auth/sign-in/email', { method: 'POST', body: { email: editor.email, password: 'correct horse battery' } });
    const otherCookie = cookieOf(elsewhere);
    const editorId = await idOf(editor.email);
    expect((await api(site.host, '/settings', { cookie: editor.cookie })).status).toBe(200);

    expect((await remove(site.host, owner.cookie, editorId)).status).toBe(200);
    const save = await api(site.host, '/settings', { method: 'POST', body: {}, cookie: editor.cookie });
    expect(save.status).toBe(401);
    expect(await (await api(site.host, '/auth/get-session', { cookie: editor.cookie })).json()).toBeNull();
    const sessions = await getDb().select({ siteId: session.siteId }).from(session).where(eq(session.userId, editorId));
    expect(sessions.map((row) => row.siteId)).toEqual([other.id]);
    expect((await api(other.host, '/settings', { cookie: otherCookie })).status).toBe(200);
    const left = await getDb()
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, editorId), eq(memberships.siteId, site.id)));
    expect(left).toEqual([]);
  });
});
