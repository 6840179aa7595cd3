import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { auditEvents } from '../../src/server/db/schema';
import { listAuditEvents } from '../../src/server/services/audit/list-audit-events';
import { AUDIT_RETENTION_DAYS, purgeAuditEvents } from '../../src/server/services/audit/purge-audit-events';
import { recordAuditEvent } from '../../src/server/services/audit/record-audit-event';
import type { TSiteAuditLog } from '../../src/shared/schemas/audit';
import { api, createTestSite, signedInUser } from './support/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

type Answer = { status: number; log: TSiteAuditLog };
async function readLog(host: string, cookie: string): Promise<Answer> {
  const response = await api(host, '/site/audit', { cookie, editorLanguage: 'de' });
  const body = (await response.json()) as { data: TSiteAuditLog };
  return { status: response.status, log: body.data };
}

describe('the console audit log filters', () => {
  it('by action, by site name or host, by the actor e-mail and by date, newest first, a page at a time', async () => {
    const tag = randomUUID().slice(0, 8);
    const alpha = await createTestSite({ name: `Optik Alpha ${tag}` });
    const beta = await createTestSite({ name: `Optik Beta ${tag}` });
    const anna = { userId: null, email: `anna-${tag}@example.ch`, ip: '198.51.100.1' };
    const ben = { userId: null, email: `ben-${tag}@example.ch`, ip: null };
    await recordAuditEvent(getDb(), { action: 'page.published', siteId: alpha.id, actor: anna, details: { pageId: 'p1' } });
    await recordAuditEvent(getDb(), { action: 'domain.added', siteId: alpha.id, actor: ben, details: { host: `www.${tag}.ch` } });
    await recordAuditEvent(getDb(), { action: 'page.published', siteId: beta.id, actor: ben });
    // Newest first needs distinct times: three inserts can share a clock tick (PGlite's), and ties go by random id.
    const recorded = [
      [alpha.id, 'page.published'],
      [alpha.id, 'domain.added'],
      [beta.id, 'page.published'],
    ] as const;
    const now = Date.now();
    for (const [index, [siteId, action]] of recorded.entries())
      await getDb()
        .update(auditEvents)
        .set({ at: new Date(now - (recorded.length - index)) })
        .where(and(eq(auditEvents.siteId, siteId), eq(auditEvents.action, action)));
    const actions = async (filter: Parameters<typeof listAuditEvents>[1]['filter'], page = 1, limit = 50) =>
      (await listAuditEvents(getDb(), { filter, page, limit })).events.map((event) => `${event.siteName}|${event.action}|${event.actorEmail}`);

    expect(await actions({ site: tag, action: 'page.published' })).toEqual([
      `Optik Beta ${tag}|page.published|${ben.email}`,
      `Optik Alpha ${tag}|page.published|${anna.email}`,
    ]);
    expect(await actions({ site: alpha.host })).toEqual([`Optik Alpha ${tag}|domain.added|${ben.email}`, `Optik Alpha ${tag}|page.published|${anna.email}`]);
    expect(await actions({ actor: `BEN-${tag}` })).toEqual([`Optik Beta ${tag}|page.published|${ben.email}`, `Optik Alpha ${tag}|domain.added|${ben.email}`]);
    // LIKE's wildcards are searched literally.
    expect(await actions({ actor: `%-${tag}` })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    expect(await actions({ site: tag, from: today, to: today })).toHaveLength(3);
    expect(await actions({ site: tag, to: yesterday })).toEqual([]);
    const first = await listAuditEvents(getDb(), { filter: { site: tag }, page: 1, limit: 2 });
    const second = await listAuditEvents(getDb(), { filter: { site: tag }, page: 2, limit: 2 });
    expect([first.events.length, first.hasMore, second.events.length, second.hasMore]).toEqual([2, true, 1, false]);
  });
});

describe('the retention', () => {
  it(`deletes events older than ${AUDIT_RETENTION_DAYS} days and keeps the younger ones`, async () => {
    const site = await createTestSite();
    const now = Date.now();
    const rows = await getDb()
      .insert(auditEvents)
      .values([
        { action: 'auth.signIn', siteId: site.id, at: new Date(now - (AUDIT_RETENTION_DAYS + 1) * DAY_MS) },
        { action: 'auth.signIn', siteId: site.id, at: new Date(now - (AUDIT_RETENTION_DAYS - 1) * DAY_MS) },
      ])
      .returning({ id: auditEvents.id, at: auditEvents.at });
    const purged = await purgeAuditEvents(getDb(), { olderThan: new Date(now - AUDIT_RETENTION_DAYS * DAY_MS) });
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await getDb()
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        inArray(
          auditEvents.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.id)).toEqual([rows[1]?.id]);
  });
});

describe("the owners' activity list (GET /site/audit)", () => {
  it("shows owners and admins their own site's events only", async () => {
    const mine = await createTestSite();
    const theirs = await createTestSite();
    const owner = await signedInUser(mine.host, 'owner');
    const admin = await signedInUser(mine.host, 'admin');
    const stranger = await signedInUser(theirs.host, 'owner');
    await recordAuditEvent(getDb(), {
      action: 'domain.added',
      siteId: theirs.id,
      actor: { userId: null, email: stranger.email },
      details: { host: 'secret.ch' },
    });
    for (const caller of [owner, admin]) {
      const { status, log } = await readLog(mine.host, caller.cookie);
      expect(status).toBe(200);
      const emails = log.events.map((event) => event.actorEmail);
      expect(emails).toContain(owner.email);
      expect(emails).toContain(admin.email);
      expect(emails).not.toContain(stranger.email);
      expect(log.events.every((event) => event.action === 'auth.signIn')).toBe(true);
    }
    const theirLog = await readLog(theirs.host, stranger.cookie);
    expect(theirLog.log.events.map((event) => event.action).sort()).toEqual(['auth.signIn', 'domain.added']);
  });

  it('refuses editors (403) and members of another site', async () => {
    const mine = await createTestSite();
    const theirs = await createTestSite();
    const editor = await signedInUser(mine.host, 'editor');
    expect((await api(mine.host, '/site/audit', { cookie: editor.cookie })).status).toBe(403);
    // Another site's owner, their session presented on this host: not this site's member.
    const stranger = await signedInUser(theirs.host, 'owner');
    expect([401, 403]).toContain((await api(mine.host, '/site/audit', { cookie: stranger.cookie })).status);
    expect((await api(mine.host, '/site/audit')).status).toBe(401);
  });
});
