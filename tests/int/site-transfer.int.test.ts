import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { fields, formSubmissions, groups, media, navigation, pageVersions, pages, searchDocuments, siteDomains, sites } from '../../src/server/db/schema';
import { createDemoSite } from '../../src/server/demo/seed-demo';
import { AppError } from '../../src/server/platform/app-error';
import { LocalStorage, type ObjectStorage, setStorage } from '../../src/server/platform/storage';
import { readObject } from '../../src/server/services/media/read-object';
import { readTarGz, sha256, tarGzBuffer } from '../../src/server/services/backup/tar-archive';
import { exportSite } from '../../src/server/services/site-transfer/export-site';
import { importSite } from '../../src/server/services/site-transfer/import-site';
import { uniqueHost } from './support/fixtures';

const root = mkdtempSync(path.join(os.tmpdir(), 'webbox-site-transfer-'));
const storage: ObjectStorage = new LocalStorage(root);
let demo: { siteId: string; host: string };
let archive: Buffer;
const SITE_NAME = `Umzug ${Date.now().toString(36)}`;

beforeAll(async () => {
  setStorage(storage);
  const host = uniqueHost('demo');
  const created = await createDemoSite(getDb(), { hosts: [host], locales: ['de', 'fr'] });
  demo = { siteId: created.siteId, host };
  // A name of its own: a refused import is checked to leave no site of that name (other files add sites meanwhile on PostgreSQL).
  await getDb().update(sites).set({ name: SITE_NAME }).where(eq(sites.id, demo.siteId));
  const [group] = await getDb().select({ id: groups.id }).from(groups).where(eq(groups.siteId, demo.siteId)).limit(1);
  await getDb()
    .insert(formSubmissions)
    .values({
      siteId: demo.siteId,
      kind: 'contact',
      groupId: group?.id ?? demo.siteId,
      submissionKey: crypto.randomUUID(),
      locale: 'de',
      values: { name: 'Anna' },
    });
  archive = (await exportSite(getDb(), { siteId: demo.siteId, withSubmissions: true })).archive;
}, 180_000);

afterAll(() => {
  setStorage(null);
  rmSync(root, { recursive: true, force: true });
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** A row's content with every id masked: equal for the original and its imported copy. */
const masked = (value: unknown) => JSON.stringify(value).replace(UUID, 'ID');

async function rowsOf(siteId: string) {
  const db = getDb();
  return {
    pages: await db.select().from(pages).where(eq(pages.siteId, siteId)).orderBy(asc(pages.createdAt), asc(pages.id)),
    groups: await db.select().from(groups).where(eq(groups.siteId, siteId)),
    fields: await db.select().from(fields).where(eq(fields.siteId, siteId)),
    versions: await db.select().from(pageVersions).where(eq(pageVersions.siteId, siteId)),
    media: await db.select().from(media).where(eq(media.siteId, siteId)).orderBy(asc(media.createdAt), asc(media.originalFilename)),
    navigation: await db.select().from(navigation).where(eq(navigation.siteId, siteId)),
    submissions: await db.select().from(formSubmissions).where(eq(formSubmissions.siteId, siteId)),
  };
}

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name]));

async function unpack(bytes: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  await readTarGz(Readable.from([bytes]), { maxBytes: 1e9, onEntry: (name, body) => void entries.set(name, body) });
  return entries;
}

/** The export with one change made by `edit` (entries re-packed as they are: checksums untouched unless edited). */
async function altered(edit: (entries: Map<string, Buffer>) => void): Promise<Buffer> {
  const entries = await unpack(archive);
  edit(entries);
  return tarGzBuffer([...entries].map(([name, body]) => ({ name, body })));
}

const manifestOf = (entries: Map<string, Buffer>) => JSON.parse(String(entries.get('manifest.json')));

/** Imports and expects a refusal with `key`, leaving no site, domain or media object behind. */
async function expectRefused(bytes: Buffer, key: string, host = uniqueHost('refused')) {
  const [before] = await getDb().select({ n: count() }).from(sites).where(eq(sites.name, SITE_NAME));
  const filesBefore = files(root).length;
  const error = await importSite(getDb(), { archive: bytes, host }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).key).toBe(key);
  expect((error as AppError).messageIn('de')).not.toMatch(/^siteArchive|^admin/);
  const [after] = await getDb().select({ n: count() }).from(sites).where(eq(sites.name, SITE_NAME));
  expect(after?.n).toBe(before?.n);
  expect(files(root).length).toBe(filesBefore);
  if (key !== 'admin.hostInUse') expect(await getDb().select().from(siteDomains).where(eq(siteDomains.host, host))).toEqual([]);
}

describe('site export and import', () => {
  it('imports a site under a new host with new ids, the same pages, texts, navigation and media bytes', async () => {
    const host = uniqueHost('moved');
    const imported = await importSite(getDb(), { archive, host });
    expect(imported.host).toBe(host);
    expect(imported.siteId).not.toBe(demo.siteId);
    const [domain] = await getDb().select().from(siteDomains).where(eq(siteDomains.host, host));
    expect(domain).toMatchObject({ siteId: imported.siteId, isPrimary: true });

    const [before, after] = [await rowsOf(demo.siteId), await rowsOf(imported.siteId)];
    expect(before.pages.length).toBeGreaterThan(5);
    for (const table of ['pages', 'groups', 'fields', 'versions', 'media', 'navigation', 'submissions'] as const) {
      expect(after[table].length, table).toBe(before[table].length);
    }
    // Same content (texts, slugs, trees) once ids are masked; no id of the old site anywhere.
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ createdBy: _c, ...rest }) => masked(rest)).sort();
    expect(strip(after.pages)).toEqual(strip(before.pages));
    expect(strip(after.fields)).toEqual(strip(before.fields));
    expect(strip(after.versions)).toEqual(strip(before.versions));
    expect(masked(after.navigation)).toEqual(masked(before.navigation));
    const oldIds = new Set([demo.siteId, ...before.pages.map((p) => p.id), ...before.groups.map((g) => g.id), ...before.media.map((m) => m.id)]);
    const newText = JSON.stringify(after);
    for (const id of oldIds) expect(newText.includes(id), id).toBe(false);
    // The navigation points at the new pages.
    const navIds = JSON.stringify(after.navigation[0]?.published).match(UUID) ?? [];
    expect(navIds.length).toBeGreaterThan(0);
    const newPageIds = new Set(after.pages.map((p) => p.id));
    for (const id of navIds) expect(newPageIds.has(id), id).toBe(true);
    // Every media object byte for byte, under keys of the new site.
    expect(after.media.length).toBeGreaterThan(0);
    for (const [index, row] of after.media.entries()) {
      const original = before.media[index];
      if (!original) throw new Error('missing media');
      expect(row.objectKey.startsWith(`${imported.siteId}/`)).toBe(true);
      expect((await readObject(row.objectKey, storage)).equals(await readObject(original.objectKey, storage))).toBe(true);
    }
    // The search index was rebuilt for the new site.
    const [documents] = await getDb().select({ n: count() }).from(searchDocuments).where(eq(searchDocuments.siteId, imported.siteId));
    expect(documents?.n).toBeGreaterThan(0);
  });

  it('leaves the submissions out unless asked', async () => {
    const without = await exportSite(getDb(), { siteId: demo.siteId });
    const imported = await importSite(getDb(), { archive: without.archive, host: uniqueHost('nosub') });
    expect(await getDb().select().from(formSubmissions).where(eq(formSubmissions.siteId, imported.siteId))).toEqual([]);
  });

  it('refuses a truncated file, a file that is no archive, and a foreign archive', async () => {
    await expectRefused(archive.subarray(0, Math.floor(archive.length / 2)), 'siteArchive.damaged');
    await expectRefused(Buffer.from('just some text, not an archive'), 'siteArchive.notAnArchive');
    await expectRefused(await tarGzBuffer([{ name: 'readme.txt', body: Buffer.from('hello') }]), 'siteArchive.foreign');
    await expectRefused(
      await altered((entries) => entries.set('manifest.json', Buffer.from(JSON.stringify({ ...manifestOf(entries), format: 'other-cms-export' })))),
      'siteArchive.foreign',
    );
  });

  it('refuses another format version', async () => {
    const bytes = await altered((entries) => entries.set('manifest.json', Buffer.from(JSON.stringify({ ...manifestOf(entries), version: 2 }))));
    await expectRefused(bytes, 'siteArchive.wrongVersion');
  });

  it('refuses an archive whose data or manifest was altered', async () => {
    const editedData = await altered((entries) => {
      entries.set('site.json', Buffer.from(String(entries.get('site.json')).replace('Optik', 'Optic')));
    });
    await expectRefused(editedData, 'siteArchive.tampered');
    const editedManifest = await altered((entries) => {
      const manifest = manifestOf(entries);
      manifest.media[0].sha256 = sha256(Buffer.from('other bytes'));
      entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
    });
    await expectRefused(editedManifest, 'siteArchive.tampered');
  });

  it('refuses an archive with a media file missing', async () => {
    const bytes = await altered((entries) => {
      const first = [...entries.keys()].find((name) => name.startsWith('media/'));
      if (first) entries.delete(first);
    });
    await expectRefused(bytes, 'siteArchive.mediaMissing');
  });

  it('refuses a host that is taken', async () => {
    await expectRefused(archive, 'admin.hostInUse', demo.host);
  });

  it('rolls everything back when the media store fails half-way', async () => {
    let puts = 0;
    const failing: ObjectStorage = {
      ...storage,
      get: (key, range) => storage.get(key, range),
      head: (key) => storage.head(key),
      delete: (key) => storage.delete(key),
      putFile: (key, file, type, cache) => storage.putFile(key, file, type, cache),
      put: async (key, body, type, cache) => {
        puts += 1;
        if (puts === 2) throw new Error('disk full');
        return storage.put(key, body, type, cache);
      },
    };
    // Counted by the archive's site name: other test files create sites in the same database meanwhile.
    const [before] = await getDb().select({ n: count() }).from(sites).where(eq(sites.name, SITE_NAME));
    const filesBefore = files(root).length;
    const host = uniqueHost('halfway');
    const error = await importSite(getDb(), { archive, host, storage: failing }).catch((e: unknown) => e);
    expect((error as AppError).key).toBe('siteArchive.importFailed');
    const [after] = await getDb().select({ n: count() }).from(sites).where(eq(sites.name, SITE_NAME));
    expect(after?.n).toBe(before?.n);
    expect(files(root).length).toBe(filesBefore);
    expect(await getDb().select().from(siteDomains).where(eq(siteDomains.host, host))).toEqual([]);
  });
});
