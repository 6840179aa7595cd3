import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { outbox } from '../../src/server/db/schema';
import { getConfig } from '../../src/server/platform/config';
import { drainOutbox } from '../../src/server/services/mail/drain-outbox';
import { createEmlTransport } from '../../src/server/services/mail/eml-transport';
import { warnAboutOtherTransports } from '../../src/server/services/mail/outbox-worker';
import { retryFailedMail } from '../../src/server/services/mail/retry-failed-mail';
import { mailTransportKey, ownMailTransportKey } from '../../src/server/services/mail/transport-key';
import { contactBody, createFormSite, outboxOf, postForm } from './support/forms';

const FROM = 'Webbox <noreply@webbox.test>';
/** Another instance on the same database whose mail goes to another SMTP server. */
const OTHER = mailTransportKey({ SMTP_URL: 'smtp://mailer:secret@other-mail.example:2525', dataDir: '/unused' });

let root = '';
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'webbox-outbox-transport-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function submittedSite() {
  const site = await createFormSite();
  expect((await postForm(site.host, '/contact', contactBody(site.contactGroupId))).status).toBe(201);
  return site;
}

describe('instances sharing a database with different mail transports', () => {
  it('names a transport by server or folder, never by its password', () => {
    expect(OTHER).toBe('smtp://mailer@other-mail.example:2525');
    expect(mailTransportKey({ SMTP_URL: 'smtps://mailer:other@other-mail.example:2525', dataDir: '/x' })).toBe('smtps://mailer@other-mail.example:2525');
    expect(mailTransportKey({ SMTP_URL: undefined, dataDir: '/srv/webbox' })).toBe('eml:/srv/webbox/mail');
    expect(ownMailTransportKey()).toBe(mailTransportKey(getConfig()));
  });

  it('records the queuing instance’s transport with each row, and only that transport sends it', async () => {
    const site = await submittedSite();
    const rows = await outboxOf(site.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.transport).toBe(ownMailTransportKey());
    const otherDir = path.join(root, `other-${site.id}`);
    const ownDir = path.join(root, `own-${site.id}`);
    const other = await drainOutbox({ db: getDb(), transport: createEmlTransport(otherDir), transportKey: OTHER, from: FROM, siteId: site.id });
    expect(other).toEqual({ sent: 0, failed: 0 });
    const own = await drainOutbox({ db: getDb(), transport: createEmlTransport(ownDir), transportKey: ownMailTransportKey(), from: FROM, siteId: site.id });
    expect(own).toEqual({ sent: rows.length, failed: 0 });
    expect(await readdir(ownDir)).toHaveLength(rows.length);
    await expect(readdir(otherDir)).rejects.toThrow();
  });

  it('lets any instance send rows queued before transports were recorded', async () => {
    const site = await submittedSite();
    await getDb().update(outbox).set({ transport: null }).where(eq(outbox.siteId, site.id));
    const sent = await drainOutbox({
      db: getDb(),
      transport: createEmlTransport(path.join(root, `legacy-${site.id}`)),
      transportKey: OTHER,
      from: FROM,
      siteId: site.id,
    });
    expect(sent.sent).toBe((await outboxOf(site.id)).length);
  });

  it('warns at start about pending mail only another transport will send', async () => {
    const site = await submittedSite();
    await getDb().update(outbox).set({ transport: OTHER }).where(eq(outbox.siteId, site.id));
    const pending = (await outboxOf(site.id)).length;
    const warnings: { fields: unknown; message: string }[] = [];
    const logger = { warn: (fields: unknown, message: string) => warnings.push({ fields, message }) };
    expect(await warnAboutOtherTransports(getDb(), ownMailTransportKey(), logger)).toBeGreaterThanOrEqual(pending);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0]?.fields)).toContain(OTHER);
    expect(warnings[0]?.message).toContain('another mail transport');
    // The other instance has nothing to warn about from this site (its rows are its own).
    await getDb().delete(outbox).where(eq(outbox.transport, ownMailTransportKey()));
    const quiet: unknown[] = [];
    expect(await warnAboutOtherTransports(getDb(), OTHER, { warn: (fields: unknown) => quiet.push(fields) })).toBe(0);
    expect(quiet).toHaveLength(0);
  });

  it('hands a failed mail retried here to this instance’s transport', async () => {
    const site = await submittedSite();
    const [row] = await outboxOf(site.id);
    if (!row) throw new Error('no mail queued');
    await getDb().update(outbox).set({ status: 'failed', transport: OTHER }).where(eq(outbox.id, row.id));
    await retryFailedMail(getDb(), { siteId: site.id, mailId: row.id });
    const [retried] = await getDb().select().from(outbox).where(eq(outbox.id, row.id));
    expect(retried).toMatchObject({ status: 'pending', transport: ownMailTransportKey() });
  });
});
