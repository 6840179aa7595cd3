import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { outbox } from '../../src/server/db/schema';
import { drainOutbox } from '../../src/server/services/mail/drain-outbox';
import { createMailTransport } from '../../src/server/services/mail/get-mail-transport';
import { startOutboxWorker } from '../../src/server/services/mail/outbox-worker';
import { MAX_MAIL_ATTEMPTS } from '../../src/server/services/mail/retry-schedule';
import { createSmtpTransport } from '../../src/server/services/mail/smtp-transport';
import { messageIdFor } from '../../src/server/services/mail/transport';
import { api, signedInUser } from './support/fixtures';
import { contactBody, createFormSite, outboxOf, postForm, sponsorBody, submissionsOf } from './support/forms';
import { readMail } from './support/mail-message';
import { type SmtpSink, freePort, startSmtpSink } from './support/smtp-sink';

const FROM = 'Webbox <no-reply@webbox.test>';
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port);
  cleanups.push(() => started.stop());
  return started;
}

function smtpTo(port: number) {
  const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
  cleanups.push(() => transport.close());
  return transport;
}

async function waitFor(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('form mails over SMTP', () => {
  it('delivers the notification to the business and the confirmation in the visitor language', async () => {
    const site = await createFormSite();
    const smtp = await sink();
    const response = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { lang: 'fr', email: 'anna@example.ch' }));
    expect(response.status).toBe(201);

    expect(await drainOutbox({ db: getDb(), transport: smtpTo(smtp.port), from: FROM, siteId: site.id })).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    const business = smtp.received.find((mail) => mail.envelopeTo.includes(`info@${site.host}`));
    const visitor = smtp.received.find((mail) => mail.envelopeTo.includes('anna@example.ch'));
    expect(business?.envelopeTo).toEqual([`info@${site.host}`]);
    expect(business?.subject).toBe('Neue Terminanfrage von Anna Muster');
    expect(business?.header('reply-to')).toBe('Anna Muster <anna@example.ch>');
    expect(business?.header('from')).toBe(FROM);
    expect(business?.text).toContain('Themen: Brillenglasbestimmung');
    expect(business?.text).toContain('Sprache: fr');

    expect(visitor?.envelopeTo).toEqual(['anna@example.ch']);
    expect(visitor?.subject).toBe('Votre demande auprès de Test Optik');
    expect(visitor?.text).toMatch(/^Bonjour\n/);
    expect(visitor?.text).not.toContain('Anna');
    expect(visitor?.text).not.toContain('Bitte am Vormittag');
    expect(visitor?.text).toContain('Thèmes: Détermination des verres');
    expect(visitor?.header('reply-to')).toBeUndefined();

    const rows = await outboxOf(site.id);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(smtp.received.map((mail) => mail.header('message-id')).sort()).toEqual(rows.map((row) => messageIdFor(row.id)).sort());

    const { cookie } = await signedInUser(site.host, 'editor');
    const inbox = (await (await api(site.host, '/forms/submissions', { cookie })).json()) as { data: { items: Array<{ mails: Array<{ status: string }> }> } };
    expect(inbox.data.items[0]?.mails.map((mail) => mail.status)).toEqual(['sent', 'sent']);
  });

  it('lets no value add a header or a recipient', async () => {
    const site = await createFormSite({
      contact: { companyName: 'Optik\r\nBcc: victim@example.ch' },
      contactOptions: { contactEmail: 'info@optik.example\r\nBcc: victim@example.ch' },
    });
    const smtp = await sink();
    const injected = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { nachname: 'Muster\r\nBcc: victim@example.ch' }));
    expect(injected.status).toBe(400);
    expect((await postForm(site.host, '/contact', contactBody(site.contactGroupId))).status).toBe(201);
    await drainOutbox({ db: getDb(), transport: smtpTo(smtp.port), from: FROM, siteId: site.id });

    // The malformed block address is not used; with no other address configured only the visitor is written to.
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(['anna@example.ch']);
    expect(mail?.headers.has('bcc')).toBe(false);
    expect(mail?.subject).toBe('Ihre Anfrage bei Optik Bcc: victim@example.ch');
    expect(mail?.raw).not.toMatch(/^Bcc:/im);
  });

  it('sends at once when a form is submitted, without waiting for the next poll', async () => {
    const site = await createFormSite();
    const smtp = await sink();
    const worker = startOutboxWorker({ db: getDb(), transport: smtpTo(smtp.port), from: FROM, logger: silentLogger(), pollMs: 60_000, siteId: site.id });
    cleanups.push(() => worker.stop());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    expect((await postForm(site.host, '/aspectSponsorForm', sponsorBody(site.sponsorGroupId, { lang: 'it' }))).status).toBe(201);
    await waitFor(() => smtp.received.length === 1);
    expect(Date.now() - started).toBeLessThan(5_000);
    // No business address on this site: the sponsor's confirmation only, in Italian.
    expect(smtp.received[0]?.subject).toBe('La Sua iscrizione di sponsorizzazione presso Test Optik');
    expect(smtp.received[0]?.text).toContain("Totale: CHF\u00a032'100");
    expect(smtp.received[0]?.text).toContain('Grazie per la Sua iscrizione di sponsorizzazione.');
  });

  it('never sends a row twice when two workers drain at the same time', async () => {
    const site = await createFormSite();
    const smtp = await sink();
    for (let i = 0; i < 10; i++)
      expect((await postForm(site.host, '/contact', contactBody(site.contactGroupId, { email: `person${i}@example.ch` }))).status).toBe(201);
    const [first, second] = await Promise.all([
      drainOutbox({ db: getDb(), transport: smtpTo(smtp.port), from: FROM, siteId: site.id, batchSize: 3 }),
      drainOutbox({ db: getDb(), transport: smtpTo(smtp.port), from: FROM, siteId: site.id, batchSize: 3 }),
    ]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(20);
    expect(smtp.received).toHaveLength(20);
    expect(new Set(smtp.received.map((mail) => mail.header('message-id'))).size).toBe(20);
  });
});

describe('confirmation limit', () => {
  it('sends one confirmation per address and site an hour, and every business notification', async () => {
    const site = await createFormSite();
    const other = await createFormSite();
    for (const email of ['anna@example.ch', 'ANNA@example.ch', 'anna@example.ch']) {
      expect((await postForm(site.host, '/contact', contactBody(site.contactGroupId, { email }))).status).toBe(201);
    }
    expect((await postForm(site.host, '/aspectSponsorForm', sponsorBody(site.sponsorGroupId, { email: 'anna@example.ch' }))).status).toBe(201);
    expect((await postForm(other.host, '/contact', contactBody(other.contactGroupId, { email: 'anna@example.ch' }))).status).toBe(201);

    const rows = await outboxOf(site.id);
    expect(rows.filter((row) => row.recipient === 'business')).toHaveLength(3);
    expect(rows.filter((row) => row.recipient === 'visitor').map((row) => row.payload.to)).toEqual(['anna@example.ch']);
    expect(await submissionsOf(site.id)).toHaveLength(4);
    // Another site is another business: its own confirmation.
    expect((await outboxOf(other.id)).filter((row) => row.recipient === 'visitor')).toHaveLength(1);
  });

  it('sends the next confirmation once the hour is over', async () => {
    const site = await createFormSite();
    expect((await postForm(site.host, '/contact', contactBody(site.contactGroupId))).status).toBe(201);
    await getDb()
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(outbox.siteId, site.id));
    expect((await postForm(site.host, '/contact', contactBody(site.contactGroupId))).status).toBe(201);
    expect((await outboxOf(site.id)).filter((row) => row.recipient === 'visitor')).toHaveLength(2);
  });

  it('lets only one of two simultaneous submissions queue a confirmation', async () => {
    const site = await createFormSite();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postForm(site.host, '/contact', contactBody(site.contactGroupId, { email: 'race@example.ch' }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect((await outboxOf(site.id)).filter((row) => row.recipient === 'visitor')).toHaveLength(1);
  });
});

describe('shutdown', () => {
  it('stops between two sends and gives the claimed rows back at once', async () => {
    const site = await createFormSite();
    for (let i = 0; i < 2; i++)
      expect((await postForm(site.host, '/contact', contactBody(site.contactGroupId, { email: `person${i}@example.ch` }))).status).toBe(201);
    const files = createMailTransport({ SMTP_URL: undefined, dataDir: await mkdtemp(path.join(os.tmpdir(), 'webbox-mail-')) });
    const stopping = new AbortController();
    // The shutdown arrives while the first mail is being written.
    const transport = {
      ...files,
      send: async (message: Parameters<typeof files.send>[0]) => {
        stopping.abort();
        await files.send(message);
      },
    };
    expect(await drainOutbox({ db: getDb(), transport, from: FROM, siteId: site.id, signal: stopping.signal })).toEqual({ sent: 1, failed: 0 });
    const rows = await outboxOf(site.id);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    const rest = rows.filter((row) => row.status === 'pending');
    expect(rest).toHaveLength(3);
    for (const row of rest) expect(row).toMatchObject({ lockedUntil: null, attempts: 0 });
    expect(await drainOutbox({ db: getDb(), transport: files, from: FROM, siteId: site.id })).toEqual({ sent: 3, failed: 0 });
  });

  it('lets a running worker finish and stop', async () => {
    const site = await createFormSite();
    const smtp = await sink();
    const worker = startOutboxWorker({ db: getDb(), transport: smtpTo(smtp.port), from: FROM, logger: silentLogger(), pollMs: 50, siteId: site.id });
    expect((await postForm(site.host, '/contact', contactBody(site.contactGroupId))).status).toBe(201);
    await waitFor(() => smtp.received.length === 2);
    const started = Date.now();
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await postForm(site.host, '/contact', contactBody(site.contactGroupId))).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(2);
  });
});

describe('when the mail server is down', () => {
  it('stores all 50 forms, and delivers every mail exactly once when the server returns', async () => {
    const site = await createFormSite();
    const port = await freePort();
    const transport = smtpTo(port);
    const ids = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const response = await postForm(site.host, '/contact', contactBody(site.contactGroupId, { vorname: `Person${i}`, email: `person${i}@example.ch` }));
      expect(response.status).toBe(201);
      ids.add(((await response.json()) as { data: { id: string } }).data.id);
    }
    expect(ids.size).toBe(50);
    expect(await submissionsOf(site.id)).toHaveLength(50);
    const t0 = Date.now();

    expect(await drainOutbox({ db: getDb(), transport, from: FROM, siteId: site.id, now: () => new Date(t0) })).toEqual({ sent: 0, failed: 100 });
    let rows = await outboxOf(site.id);
    expect(rows).toHaveLength(100);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
      expect(row.lastError).toBeTruthy();
      expect(row.nextAttemptAt.getTime()).toBe(t0 + 5_000);
    }

    const smtp = await sink(port);
    // Not due yet: the backoff is respected even though the server is back.
    expect(await drainOutbox({ db: getDb(), transport, from: FROM, siteId: site.id, now: () => new Date(t0 + 1_000) })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    const later = () => new Date(t0 + 10 * 60_000);
    expect(await drainOutbox({ db: getDb(), transport, from: FROM, siteId: site.id, now: later })).toEqual({ sent: 100, failed: 0 });
    expect(await drainOutbox({ db: getDb(), transport, from: FROM, siteId: site.id, now: () => new Date(t0 + 60 * 60_000) })).toEqual({ sent: 0, failed: 0 });

    expect(smtp.received).toHaveLength(100);
    expect(new Set(smtp.received.map((mail) => mail.header('message-id'))).size).toBe(100);
    const perRecipient = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.envelopeTo) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect(perRecipient.get(`info@${site.host}`)).toBe(50);
    for (let i = 0; i < 50; i++) expect(perRecipient.get(`person${i}@example.ch`)).toBe(1);

    rows = await outboxOf(site.id);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 2)).toBe(true);
    const bySubmission = new Map<string, string[]>();
    for (const row of rows) bySubmission.set(row.submissionId ?? '', [...(bySubmission.get(row.submissionId ?? '') ?? []), row.recipient]);
    expect([...bySubmission.keys()].sort()).toEqual([...ids].sort());
    for (const recipients of bySubmission.values()) expect(recipients.sort()).toEqual(['business', 'visitor']);
  });

  it('marks a mail failed after the last attempt, keeps it in the inbox, and lets a member queue it again', async () => {
    const site = await createFormSite();
    const transport = smtpTo(await freePort());
    expect((await postForm(site.host, '/aspectSponsorForm', sponsorBody(site.sponsorGroupId))).status).toBe(201);
    let clock = Date.now();
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS + 2; attempt++) {
      await drainOutbox({ db: getDb(), transport, from: FROM, siteId: site.id, now: () => new Date(clock) });
      clock += 60 * 60_000;
    }
    const [row] = await outboxOf(site.id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });

    const { cookie } = await signedInUser(site.host, 'optician');
    const inbox = (await (await api(site.host, '/forms/submissions', { cookie })).json()) as {
      data: { items: Array<{ mails: Array<{ status: string; lastError: string | null }> }> };
    };
    expect(inbox.data.items[0]?.mails[0]?.status).toBe('failed');
    expect(inbox.data.items[0]?.mails[0]?.lastError).toBeTruthy();

    const retried = await api(site.host, '/forms/mails/retry', { method: 'POST', body: { id: row?.id }, cookie });
    expect(retried.status).toBe(200);
    const smtp = await sink();
    expect(await drainOutbox({ db: getDb(), transport: smtpTo(smtp.port), from: FROM, siteId: site.id, now: () => new Date(clock) })).toEqual({
      sent: 1,
      failed: 0,
    });
    const [after] = await getDb()
      .select()
      .from(outbox)
      .where(eq(outbox.id, row?.id ?? ''));
    expect(after?.status).toBe('sent');
    const other = await createFormSite();
    const stranger = await signedInUser(other.host, 'owner');
    expect((await api(other.host, '/forms/mails/retry', { method: 'POST', body: { id: row?.id }, cookie: stranger.cookie })).status).toBe(404);
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as a whole RFC 822 file under $DATA_DIR/mail', async () => {
    const site = await createFormSite();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'webbox-mail-'));
    const transport = createMailTransport({ SMTP_URL: undefined, dataDir });
    expect(transport.kind).toBe('eml');
    expect((await postForm(site.host, '/contact', contactBody(site.contactGroupId, { lang: 'de' }))).status).toBe(201);
    expect(await drainOutbox({ db: getDb(), transport, from: FROM, siteId: site.id })).toEqual({ sent: 2, failed: 0 });

    const files = (await readdir(path.join(dataDir, 'mail'))).sort();
    const rows = await outboxOf(site.id);
    expect(files).toEqual(rows.map((row) => `${row.id}.eml`).sort());
    for (const row of rows) {
      const mail = readMail(await readFile(path.join(dataDir, 'mail', `${row.id}.eml`), 'utf8'));
      expect(mail.header('message-id')).toBe(messageIdFor(row.id));
      expect(mail.header('to')).toBe(row.payload.to);
      expect(mail.header('from')).toBe(FROM);
      expect(mail.header('date')).toBeTruthy();
      expect(mail.subject).toBe(row.payload.subject);
      expect(mail.text.trim()).toBe(row.payload.text.trim());
    }
  });
});

function silentLogger() {
  const noop = () => undefined;
  return { info: noop, error: noop, warn: noop, debug: noop } as unknown as Parameters<typeof startOutboxWorker>[0]['logger'];
}
