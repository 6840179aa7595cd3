import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { user } from '../../src/server/db/schema';
import { listConsoleAuditLog } from '../../src/server/services/audit/list-audit-events';
import { type AuditAction, auditActionKey } from '../../src/shared/audit-actions';
import { messagesFor } from '../../src/shared/i18n/catalogues';
import { EDITOR_LOCALES } from '../../src/shared/i18n/config';
import { ZConsoleAuditQuery, type TSiteAuditLog } from '../../src/shared/schemas/audit';
import { api, createTestSite, signedInUser } from './support/fixtures';
import { invitationLinkOf, invite, teamOf } from './support/team';

const TEAM_ACTIONS: AuditAction[] = ['invitation.sent', 'invitation.revoked', 'site.twoFactorChanged'];

/** The owner's "Activity" list (GET /site/audit), newest first. */
async function activityOf(host: string, cookie: string): Promise<TSiteAuditLog['events']> {
  const response = await api(host, '/site/audit', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: TSiteAuditLog }).data.events;
}

/** The console's audit list as its page reads it, filtered by the site's host and an action. */
async function consoleListOf(host: string, action: AuditAction) {
  const { events } = await listConsoleAuditLog(getDb(), ZConsoleAuditQuery.parse({ asite: host, aaction: action }));
  return events.map((event) => ({ action: event.action, actorEmail: event.actorEmail, details: event.details }));
}

const newEmail = () => `invitee-${Math.random().toString(36).slice(2, 10)}@example.ch`;

describe('the audit log records the team’s invitations and two-factor rule', () => {
  it('an invitation sent, sent again and revoked: whom, as what, by whom; never the link', async () => {
    const site = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    const email = newEmail();
    expect((await invite(site.host, owner.cookie, email.toUpperCase(), 'editor')).status).toBe(200);
    const { token } = await invitationLinkOf(email);
    const [open] = (await teamOf(site.host, owner.cookie)).invitations;
    if (!open) throw new Error('no open invitation');
    expect((await api(site.host, `/team/invitations/${open.id}/resend`, { method: 'POST', cookie: owner.cookie })).status).toBe(200);
    expect((await api(site.host, `/team/invitations/${open.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    // A second revocation finds nothing open: no second event.
    expect((await api(site.host, `/team/invitations/${open.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);

    const events = (await activityOf(site.host, owner.cookie)).filter((event) => event.action !== 'auth.signIn');
    expect(events.map((event) => ({ action: event.action, actorEmail: event.actorEmail, details: event.details }))).toEqual([
      { action: 'invitation.revoked', actorEmail: owner.email, details: { email, role: 'editor' } },
      { action: 'invitation.sent', actorEmail: owner.email, details: { email, role: 'editor', resent: true } },
      { action: 'invitation.sent', actorEmail: owner.email, details: { email, role: 'editor' } },
    ]);
    expect(JSON.stringify(events)).not.toContain(token);

    expect(await consoleListOf(site.host, 'invitation.revoked')).toEqual([
      { action: 'invitation.revoked', actorEmail: owner.email, details: { email, role: 'editor' } },
    ]);
    expect((await consoleListOf(site.host, 'invitation.sent')).map((event) => event.details)).toEqual([
      { email, role: 'editor', resent: true },
      { email, role: 'editor' },
    ]);
  });

  it('a refused invitation records nothing', async () => {
    const site = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    const admin = await signedInUser(site.host, 'admin');
    // Only owners invite owners; a present member is no invitee.
    expect((await invite(site.host, admin.cookie, newEmail(), 'owner')).status).toBe(403);
    expect((await invite(site.host, owner.cookie, admin.email, 'editor')).status).toBe(409);
    expect(await consoleListOf(site.host, 'invitation.sent')).toEqual([]);
  });

  it('the two-factor rule turned on and off, only when it changes', async () => {
    const site = await createTestSite();
    const owner = await signedInUser(site.host, 'owner');
    const requireIt = (on: boolean) => api(site.host, '/team/security', { method: 'PUT', body: { requireTwoFactor: on }, cookie: owner.cookie });
    // Refused (the owner has no two-factor sign-in yet): nothing recorded.
    expect((await requireIt(true)).status).toBe(409);
    await getDb().update(user).set({ twoFactorEnabled: true }).where(eq(user.email, owner.email));
    expect((await requireIt(true)).status).toBe(200);
    // The same value again changes nothing and records nothing.
    const again = await requireIt(true);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: unknown }).data).toEqual({ requireTwoFactor: true });
    expect((await requireIt(false)).status).toBe(200);

    const events = (await activityOf(site.host, owner.cookie)).filter((event) => event.action === 'site.twoFactorChanged');
    expect(events.map((event) => ({ actorEmail: event.actorEmail, details: event.details }))).toEqual([
      { actorEmail: owner.email, details: { requireTwoFactor: false } },
      { actorEmail: owner.email, details: { requireTwoFactor: true } },
    ]);
    expect((await consoleListOf(site.host, 'site.twoFactorChanged')).map((event) => event.details)).toEqual([
      { requireTwoFactor: false },
      { requireTwoFactor: true },
    ]);
  });

  it('labels the new actions in both lists, in every editor language', () => {
    for (const locale of EDITOR_LOCALES)
      for (const action of TEAM_ACTIONS) {
        const key = auditActionKey(action);
        expect(messagesFor(locale, 'editorTeam').activity.actions[key], `${locale} editorTeam ${key}`).toBeTruthy();
        expect(messagesFor(locale, 'editorPlatform').audit.actions[key], `${locale} editorPlatform ${key}`).toBeTruthy();
      }
  });
});
