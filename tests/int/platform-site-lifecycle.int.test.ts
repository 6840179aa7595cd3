import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { auditEvents, media, siteDomains, sites } from '../../src/server/db/schema';
import { apiMessage } from '../../src/server/platform/app-error';
import { getConfig, setConfig } from '../../src/server/platform/config';
import { LocalStorage, setStorage } from '../../src/server/platform/storage';
import { setMediaLimits } from '../../src/server/services/media/storage-quota';
import { deleteSite } from '../../src/server/services/platform-console/delete-site';
import { purgeDeletedSites } from '../../src/server/services/platform-console/purge-deleted-sites';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { createUser } from '../../src/server/services/users/create-user';
import { ACCOUNT_PASSWORD, signIn } from './support/account';
import { api, createTestSite, signedInUser } from './support/fixtures';
import { PLATFORM, configurePlatform, freshEmail, platformRequest } from './support/platform';

configurePlatform();

let storage: LocalStorage;
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'webbox-lifecycle-'));
  storage = new LocalStorage(root);
  setStorage(storage);
});
afterEach(() => setMediaLimits(null));
afterAll(async () => {
  setStorage(null);
  await rm(root, { recursive: true, force: true });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

async function platformAdmin() {
  const email = freshEmail('ops');
  await createUser(getDb(), { email, password: ACCOUNT_PASSWORD, name: 'Olga Ops' });
  setConfig({ ...getConfig(), PLATFORM_ADMIN_EMAILS: [email] });
  return { email, cookie: await signIn(PLATFORM, email, ACCOUNT_PASSWORD) };
}

type SiteRow = {
  id: string;
  deletedAt: string | null;
  purgeAt: string | null;
  storageUsedBytes: number;
  storageQuotaBytes: number;
  ownQuotaBytes: number | null;
};
async function consoleRow(cookie: string, host: string): Promise<SiteRow | undefined> {
  const answer = await platformRequest('GET', `/platform/sites?q=${encodeURIComponent(host)}`, { cookie });
  return ((await answer.json()) as { data: { sites: SiteRow[] } }).data.sites[0];
}

const post = (cookie: string, siteId: string, action: string, form: Record<string, string> = {}) =>
  platformRequest('POST', `/platform/sites/${siteId}/${action}`, { cookie, form: { locale: 'en', ...form } });

const photo = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
/** A PNG of random pixels: it does not compress, so its size is known in advance (~3 bytes a pixel). */
const noise = (side: number) => {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
};

/** A site with an editor who uploads images through the API, as the media library does. */
async function siteWithEditor(name = 'Optik Lebenszyklus') {
  const site = await createTestSite({ name });
  const editor = await signedInUser(site.host, 'editor');
  const upload = (bytes: Buffer) => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], 'bild.png'));
    return getApi().request(`http://${site.host}/api/v1/media/upload`, {
      method: 'POST',
      headers: { host: site.host, origin: `http://${site.host}`, cookie: editor.cookie, 'x-editor-language': 'en' },
      body: form,
    });
  };
  const usage = async () => (await (await api(site.host, '/media?mediaType=image&page=1', { cookie: editor.cookie })).json()).data.usage;
  return { site, editor, upload, usage };
}

const objectKeysOf = async (siteId: string) =>
  (await getDb().select({ key: media.objectKey }).from(media).where(eq(media.siteId, siteId))).map((row) => row.key);

/** The audit log's actions on a site as a whole (`site.*`; its members' sign-ins left out), oldest first. */
async function auditedActions(siteId: string): Promise<string[]> {
  const rows = await getDb().select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.siteId, siteId)).orderBy(asc(auditEvents.at));
  return rows.map((row) => row.action).filter((action) => action.startsWith('site.'));
}

describe('deleting a site from the console', () => {
  it('asks for the name, then serves the host as unknown and refuses members, until it is restored', async () => {
    const admin = await platformAdmin();
    const { site, editor } = await siteWithEditor(`Optik Weg ${Date.now()}`);

    const wrong = await post(admin.cookie, site.id, 'delete', { confirmName: 'Optik', q: 'Weg' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe(`/en/platform?q=Weg&site=${site.id}&error=platform.deleteNameMismatch#site`);
    expect(await resolveSiteByHost(site.host)).not.toBeNull();

    const deleted = await post(admin.cookie, site.id, 'delete', { confirmName: ` ${site.name} ` });
    expect(deleted.headers.get('location')).toBe(`/en/platform?site=${site.id}&notice=deleted#site`);
    // Visitors: the host is unknown (the page renderer and every site route start from it).
    expect(await resolveSiteByHost(site.host)).toBeNull();
    const visitorForm = await api(site.host, '/forms/contact', { method: 'POST', body: {} });
    expect(visitorForm.status).toBe(404);
    // Members: the editor's API refuses, as for a host no site owns.
    const member = await api(site.host, '/media?mediaType=image&page=1', { cookie: editor.cookie });
    expect(member.status).toBe(404);
    // The console lists it with the purge date, 30 days on; its domain stays taken.
    const row = await consoleRow(admin.cookie, site.host);
    expect(row?.deletedAt).not.toBeNull();
    expect(new Date(row?.purgeAt ?? 0).getTime() - new Date(row?.deletedAt ?? 0).getTime()).toBe(30 * DAY_MS);
    expect(await getDb().select().from(siteDomains).where(eq(siteDomains.host, site.host))).toHaveLength(1);

    const restored = await post(admin.cookie, site.id, 'restore');
    expect(restored.headers.get('location')).toBe(`/en/platform?site=${site.id}&notice=restored#site`);
    expect((await resolveSiteByHost(site.host))?.id).toBe(site.id);
    expect((await api(site.host, '/media?mediaType=image&page=1', { cookie: editor.cookie })).status).toBe(200);
    expect((await consoleRow(admin.cookie, site.host))?.deletedAt).toBeNull();
    // The refused attempt is no deletion; the deletion and the restore are in the audit log.
    expect(await auditedActions(site.id)).toEqual(['site.deleted', 'site.restored']);
  });

  it('is refused to anyone but a platform admin', async () => {
    const { site, editor } = await siteWithEditor();
    await platformAdmin();
    const stranger = await signIn(PLATFORM, editor.email, 'correct horse battery');
    for (const action of ['delete', 'restore', 'quota'])
      expect((await post(stranger, site.id, action, { confirmName: site.name, quotaMb: '1' })).status, action).toBe(404);
    expect(await resolveSiteByHost(site.host)).not.toBeNull();
  });
});

describe('the daily purge of deleted sites', () => {
  it('removes rows, domains and media objects of sites deleted over 30 days ago, and nothing else', async () => {
    const old = await siteWithEditor('Optik Alt');
    const recent = await siteWithEditor('Optik Neu');
    const running = await siteWithEditor('Optik Läuft');
    for (const one of [old, recent, running]) expect((await one.upload(await photo())).status).toBe(200);
    const now = Date.now();
    await deleteSite(getDb(), { siteId: old.site.id, confirmName: 'Optik Alt', now: new Date(now - 31 * DAY_MS) });
    await deleteSite(getDb(), { siteId: recent.site.id, confirmName: 'Optik Neu', now: new Date(now - 29 * DAY_MS) });
    const [oldKeys, recentKeys, runningKeys] = await Promise.all([old, recent, running].map((one) => objectKeysOf(one.site.id)));
    expect(oldKeys).toHaveLength(1);
    for (const key of [...(oldKeys ?? []), ...(recentKeys ?? []), ...(runningKeys ?? [])]) expect(await storage.head(key), key).not.toBeNull();

    const result = await purgeDeletedSites(getDb(), { olderThan: new Date(now - 30 * DAY_MS), storage });
    expect(result.sites).toBeGreaterThanOrEqual(1);
    expect(result.objectsLeft).toBe(0);

    expect(await getDb().select().from(sites).where(eq(sites.id, old.site.id))).toHaveLength(0);
    expect(await getDb().select().from(siteDomains).where(eq(siteDomains.host, old.site.host))).toHaveLength(0);
    expect(await objectKeysOf(old.site.id)).toEqual([]);
    for (const key of oldKeys ?? []) expect(await storage.head(key), key).toBeNull();
    // The purge is audited with the site's id and name in its details (the row it would point at is gone).
    const purgedEvents = await getDb()
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'site.purged' and ${auditEvents.details}->>'siteId' = ${old.site.id}`);
    expect(purgedEvents).toEqual([{ details: { siteId: old.site.id, name: 'Optik Alt' } }]);
    // The recently deleted site and the running one keep everything.
    for (const [one, keys] of [
      [recent, recentKeys],
      [running, runningKeys],
    ] as const) {
      expect(await getDb().select({ id: sites.id }).from(sites).where(eq(sites.id, one.site.id))).toHaveLength(1);
      for (const key of keys ?? []) expect(await storage.head(key), key).not.toBeNull();
    }
  });
});

describe("a site's own storage quota", () => {
  it('is set in MB from the console, enforced at upload and shown in the library and the console; empty goes back to the default', async () => {
    setMediaLimits({ quotaBytes: 50 * MB });
    const admin = await platformAdmin();
    const { site, upload, usage } = await siteWithEditor();
    const small = await photo();
    expect((await upload(small)).status).toBe(200);
    expect((await consoleRow(admin.cookie, site.host))?.storageQuotaBytes).toBe(50 * MB);

    const saved = await post(admin.cookie, site.id, 'quota', { quotaMb: '1' });
    expect(saved.headers.get('location')).toBe(`/en/platform?site=${site.id}&notice=quotaSaved#site`);
    const big = await noise(700);
    expect(big.length).toBeGreaterThan(MB);
    const refused = await upload(big);
    expect(refused.status).toBe(507);
    expect((await refused.json()).error).toBe(apiMessage('en', 'media.quotaExceeded'));
    expect(await usage()).toEqual({ usedBytes: small.length, quotaBytes: MB });
    expect(await consoleRow(admin.cookie, site.host)).toMatchObject({ storageUsedBytes: small.length, storageQuotaBytes: MB, ownQuotaBytes: MB });

    for (const bad of ['0', '-5', '1.5', 'viel', '99999999'])
      expect((await post(admin.cookie, site.id, 'quota', { quotaMb: bad })).headers.get('location'), bad).toBe(
        `/en/platform?site=${site.id}&error=platform.quotaInvalid#site`,
      );
    expect((await consoleRow(admin.cookie, site.host))?.ownQuotaBytes).toBe(MB);

    await post(admin.cookie, site.id, 'quota', { quotaMb: '' });
    expect(await usage()).toEqual({ usedBytes: small.length, quotaBytes: 50 * MB });
    expect((await upload(big)).status).toBe(200);
    expect(await auditedActions(site.id)).toEqual(['site.quotaChanged', 'site.quotaChanged']);
  });
});
