import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { invitations, memberships, session, user } from '../../src/server/db/schema';
import { hashInvitationToken } from '../../src/server/services/team/invitation-token';
import { createUser } from '../../src/server/services/users/create-user';
import { api, createTestSite, signedInUser } from './support/fixtures';
import { cookieOf, invitationLinkOf, invite, lastMailTo, mailsTo, postAccept, teamOf } from './support/team';

const PASSWORD = 'Brillenglas-am-Seeufer-17';
const newEmail = () => `invitee-${randomUUID().slice(0, 8)}@example.ch`;

async function ownerSite() {
  const site = await createTestSite();
  const owner = await signedInUser(site.host, 'owner');
  return { site, owner };
}

async function membershipOf(siteId: string, email: string) {
  const [row] = await getDb()
    .select({ role: memberships.role })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(and(eq(memberships.siteId, siteId), eq(user.email, email)));
  return row?.role ?? null;
}

describe('inviting to a site', () => {
  it('stores the invitation (only the token hash), lists it and mails a 7-day link in the inviter’s editor language', async () => {
    const { site, owner } = await ownerSite();
    const email = newEmail();
    const response = await invite(site.host, owner.cookie, email.toUpperCase(), 'editor', 'fr');
    expect(response.status).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail.siteId).toBe(site.id);
    expect(mail.subject).toContain('Test Optik');
    expect(mail.text).toMatch(/invit/i);
    expect(mail.text).not.toMatch(/Einladung/);
    const { url, token } = await invitationLinkOf(email);
    expect(url.hostname).toBe(site.host);
    expect(url.pathname).toBe('/de/invitation');
    const [stored] = await getDb().select().from(invitations).where(eq(invitations.siteId, site.id));
    expect(stored?.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const team = await teamOf(site.host, owner.cookie);
    expect(team.invitations.map((entry) => [entry.email, entry.role, entry.expired])).toEqual([[email, 'editor', false]]);
  });

  it('refuses an invalid address at the field and a present member', async () => {
    const { site, owner } = await ownerSite();
    const bad = await invite(site.host, owner.cookie, 'not-an-address', 'editor');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain('E-Mail-Adresse');
    const member = await signedInUser(site.host, 'editor');
    const again = await invite(site.host, owner.cookie, member.email, 'admin');
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('Diese Person ist bereits Mitglied der Website.');
  });
});

describe('accepting an invitation', () => {
  it('makes a new person an account (verified), a member and signed in on this site, then the link is used up', async () => {
    const { site, owner } = await ownerSite();
    const email = newEmail();
    await invite(site.host, owner.cookie, email, 'editor');
    const { token } = await invitationLinkOf(email);
    const accepted = await postAccept(site.host, { action: 'create', token, locale: 'fr', name: 'Nina Muster', password: PASSWORD });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/fr/edit');
    const cookie = cookieOf(accepted);
    const signedIn = await (await api(site.host, '/auth/get-session', { cookie })).json();
    expect(signedIn.user).toMatchObject({ email, name: 'Nina Muster', emailVerified: true });
    expect(signedIn.session.siteId).toBe(site.id);
    expect(await membershipOf(site.id, email)).toBe('editor');
    // The new editor can edit right away.
    expect((await api(site.host, '/settings', { cookie })).status).toBe(200);
    const again = await postAccept(site.host, { action: 'create', token, locale: 'fr', name: 'Nina Muster', password: PASSWORD });
    expect(again.headers.get('location')).toBe(`/fr/invitation?token=${token}&error=used`);
    expect((await teamOf(site.host, owner.cookie)).invitations).toEqual([]);
  });

  it('refuses a short or common password and an empty name, creating nothing', async () => {
    const { site, owner } = await ownerSite();
    const email = newEmail();
    await invite(site.host, owner.cookie, email, 'optician');
    const { token } = await invitationLinkOf(email);
    const problemOf = async (fields: Record<string, string>) =>
      new URL((await postAccept(site.host, { action: 'create', token, locale: 'de', ...fields })).headers.get('location') ?? '', 'http://x').searchParams.get(
        'error',
      );
    expect(await problemOf({ name: 'Nina', password: 'kurz' })).toBe('tooShort');
    expect(await problemOf({ name: 'Nina', password: 'password123' })).toBe('common');
    expect(await problemOf({ name: '  ', password: PASSWORD })).toBe('nameRequired');
    expect(await getDb().select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('lets an existing account sign in with its password and join; a wrong password joins nothing', async () => {
    const { site, owner } = await ownerSite();
    const email = newEmail();
    await createUser(getDb(), { email, password: PASSWORD, name: 'Existing' });
    await invite(site.host, owner.cookie, email, 'admin');
    const { token } = await invitationLinkOf(email);
    const wrong = await postAccept(site.host, { action: 'signIn', token, locale: 'de', password: 'not the password' });
    expect(wrong.headers.get('location')).toBe(`/de/invitation?token=${token}&error=signInFailed`);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(await membershipOf(site.id, email)).toBeNull();
    // Creating a second account for the address is refused (the page then offers signing in).
    const create = await postAccept(site.host, { action: 'create', token, locale: 'de', name: 'X', password: 'Another-long-passphrase-9' });
    expect(create.headers.get('location')).toContain('error=accountExists');
    const joined = await postAccept(site.host, { action: 'signIn', token, locale: 'de', password: PASSWORD });
    expect(joined.status).toBe(303);
    expect(joined.headers.get('location')).toBe('/de/edit');
    expect(await membershipOf(site.id, email)).toBe('admin');
    const [row] = await getDb().select({ siteId: session.siteId }).from(session).innerJoin(user, eq(user.id, session.userId)).where(eq(user.email, email));
    expect(row?.siteId).toBe(site.id);
  });

  it('lets the signed-in invitee join with one click, and nobody else with the forwarded link', async () => {
    const { site, owner } = await ownerSite();
    const other = await signedInUser(site.host);
    const invitee = await signedInUser(site.host);
    await invite(site.host, owner.cookie, invitee.email, 'editor');
    const { token } = await invitationLinkOf(invitee.email);
    const stranger = await postAccept(site.host, { action: 'join', token, locale: 'de' }, { cookie: other.cookie });
    expect(stranger.headers.get('location')).toContain('error=wrongAccount');
    expect(await membershipOf(site.id, other.email)).toBeNull();
    const joined = await postAccept(site.host, { action: 'join', token, locale: 'de' }, { cookie: invitee.cookie });
    expect(joined.headers.get('location')).toBe('/de/edit');
    expect(await membershipOf(site.id, invitee.email)).toBe('editor');
  });

  it('answers expired, revoked, resent (old link) and foreign-site tokens with the reason', async () => {
    const { site, owner } = await ownerSite();
    const emails = [newEmail(), newEmail(), newEmail()];
    for (const email of emails) await invite(site.host, owner.cookie, email, 'editor');
    const [expired, revoked, resent] = await Promise.all(emails.map((email) => invitationLinkOf(email)));
    const problem = async (token: string, host = site.host) =>
      new URL(
        (await postAccept(host, { action: 'create', token, locale: 'de', name: 'N', password: PASSWORD })).headers.get('location') ?? '',
        'http://x',
      ).searchParams.get('error');

    await getDb()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, emails[0] ?? ''));
    expect(await problem(expired?.token ?? '')).toBe('expired');
    expect((await teamOf(site.host, owner.cookie)).invitations.find((entry) => entry.email === emails[0])?.expired).toBe(true);

    const list = await teamOf(site.host, owner.cookie);
    const idOf = (email: string | undefined) => list.invitations.find((entry) => entry.email === email)?.id ?? '';
    expect((await api(site.host, `/team/invitations/${idOf(emails[1])}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    expect(await problem(revoked?.token ?? '')).toBe('revoked');

    const before = await mailsTo(emails[2] ?? '');
    expect((await api(site.host, `/team/invitations/${idOf(emails[2])}/resend`, { method: 'POST', cookie: owner.cookie })).status).toBe(200);
    expect(await mailsTo(emails[2] ?? '')).toBe(before + 1);
    const fresh = await invitationLinkOf(emails[2] ?? '');
    expect(fresh.token).not.toBe(resent?.token);
    expect(await problem(resent?.token ?? '')).toBe('unknown');

    const elsewhere = await createTestSite();
    expect(await problem(fresh.token, elsewhere.host)).toBe('unknown');
    // The expired one is renewed by resending it.
    expect((await api(site.host, `/team/invitations/${idOf(emails[0])}/resend`, { method: 'POST', cookie: owner.cookie })).status).toBe(200);
    expect(await problem((await invitationLinkOf(emails[0] ?? '')).token)).toBeNull();
  });

  it('rate-limits accepting per address', async () => {
    const { site } = await ownerSite();
    const answers: (string | null)[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await postAccept(
        site.host,
        { action: 'create', token: `guess-${attempt}`, locale: 'de', name: 'N', password: PASSWORD },
        { ip: '10.250.0.1' },
      );
      answers.push(new URL(response.headers.get('location') ?? '', 'http://x').searchParams.get('error'));
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('unknown'));
    expect(answers.slice(10)).toEqual(['rate', 'rate']);
  });
});
