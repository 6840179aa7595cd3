import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, getDatabaseHandle, installDatabase, openDatabase, wrapDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { createDemoSite } from '../../src/server/demo/seed-demo';
import { LocalStorage, type ObjectStorage, setStorage, variantObjectKey } from '../../src/server/platform/storage';
import { createBackup } from '../../src/server/services/backup/create-backup';
import { restoreBackup } from '../../src/server/services/backup/restore-backup';
import { uniqueHost } from './support/fixtures';

const isPostgres = process.env.WEBBOX_TEST_DB === 'postgres';
const root = mkdtempSync(path.join(os.tmpdir(), 'webbox-backup-test-'));
const databases: string[] = [];

afterAll(async () => {
  setStorage(null);
  rmSync(root, { recursive: true, force: true });
  if (isPostgres && databases.length > 0) {
    const admin = new pg.Client({ connectionString: inject('testDatabaseUrl') });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
});

/** A database of its own (the run's shared one has other files' rows changing under us). */
async function freshPostgres(label: string): Promise<string> {
  const name = `webbox_backup_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: inject('testDatabaseUrl') });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  databases.push(name);
  const url = new URL(inject('testDatabaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

const query = async <T>(handle: DatabaseHandle, text: string): Promise<T[]> =>
  handle.kind === 'pglite' ? (await handle.client.query<T>(text)).rows : ((await handle.client.query(text)).rows as T[]);

type TableContent = Record<string, string[]>;

/** Every table of the application's schemas (and drizzle's migration journal), each row as JSON, sorted. */
async function contentOf(handle: DatabaseHandle): Promise<TableContent> {
  const tables = await query<{ schema: string; name: string }>(
    handle,
    "select table_schema as schema, table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2",
  );
  const content: TableContent = {};
  for (const table of tables) {
    const rows = await query<{ r: string }>(handle, `select to_jsonb(t)::text as r from "${table.schema}"."${table.name}" t order by 1`);
    content[`${table.schema}.${table.name}`] = rows.map((row) => row.r);
  }
  return content;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

describe('platform backup and restore', () => {
  it('restores every table row and every media object byte for byte', { timeout: 180_000 }, async () => {
    const sourceUrl = isPostgres ? await freshPostgres('src') : undefined;
    mkdirSync(path.join(root, 'source'), { recursive: true });
    const source = sourceUrl
      ? await openDatabase({ kind: 'postgres', url: sourceUrl })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(root, 'source', 'db') });
    const sourceMedia = path.join(root, 'source', 'media');
    const storage: ObjectStorage = new LocalStorage(sourceMedia);
    setStorage(storage);
    try {
      await runMigrations(source);
      // The demo's owner is made through better-auth, which works on the process-wide database.
      const testDatabase = getDatabaseHandle();
      installDatabase(source);
      const demo = await createDemoSite(wrapDatabase(source), { hosts: [uniqueHost('backup')], locales: ['de', 'fr'] }).finally(() => {
        if (testDatabase) installDatabase(testDatabase);
      });
      // A resized variant made by a visit is part of the store too.
      const [image] = await query<{ id: string }>(source, `select id from media where site_id = '${demo.siteId}' and media_type = 'image' limit 1`);
      if (!image) throw new Error('the demo has no image');
      await storage.put(
        variantObjectKey({ siteId: demo.siteId, mediaId: image.id, width: 320, format: 'webp' }),
        Buffer.from('variant bytes'),
        'image/webp',
        'no-cache',
      );
      const out = path.join(root, 'platform.backup.tar.gz');
      const summary = await createBackup({ handle: source, databaseUrl: sourceUrl, storage, out });
      expect(summary.mediaObjects).toBe(filesUnder(sourceMedia).length);
      expect(summary.missingMedia).toEqual([]);
      await expect(createBackup({ handle: source, databaseUrl: sourceUrl, storage, out })).rejects.toThrow(/exists already/);

      const targetUrl = isPostgres ? await freshPostgres('dst') : undefined;
      const targetDir = path.join(root, 'restored');
      const targetMedia = path.join(root, 'restored-media');
      const restored = await restoreBackup({ from: out, dataDir: targetDir, databaseUrl: targetUrl, storage: new LocalStorage(targetMedia) });
      expect(restored.mediaObjects).toBe(summary.mediaObjects);

      const target = targetUrl
        ? await openDatabase({ kind: 'postgres', url: targetUrl })
        : await openDatabase({ kind: 'pglite', dataDir: path.join(targetDir, 'db') });
      try {
        const [before, after] = [await contentOf(source), await contentOf(target)];
        expect(Object.keys(after)).toEqual(Object.keys(before));
        expect(before['public.pages']?.length).toBeGreaterThan(3);
        expect(before['public.media']?.length).toBeGreaterThan(0);
        for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
      } finally {
        await target.close();
      }
      expect(filesUnder(targetMedia)).toEqual(filesUnder(sourceMedia));
      for (const file of filesUnder(sourceMedia)) {
        expect(readFileSync(path.join(targetMedia, file)).equals(readFileSync(path.join(sourceMedia, file))), file).toBe(true);
      }

      // A second restore finds the data directory (or database) in use and refuses, changing nothing.
      await expect(restoreBackup({ from: out, dataDir: targetDir, databaseUrl: targetUrl, storage: new LocalStorage(targetMedia) })).rejects.toThrow(
        /not empty/,
      );
    } finally {
      await source.close();
    }
  });

  it('refuses a file that is not a backup, or a damaged one', async () => {
    const notArchive = path.join(root, 'not-a-backup.tar.gz');
    writeFileSync(notArchive, 'hello');
    const options = { dataDir: path.join(root, 'never'), databaseUrl: undefined, storage: new LocalStorage(path.join(root, 'never-media')) };
    await expect(restoreBackup({ ...options, from: notArchive })).rejects.toThrow(/not a readable Webbox backup/);
    await expect(restoreBackup({ ...options, from: path.join(root, 'missing.tar.gz') })).rejects.toThrow(/does not exist/);
    expect(() => readdirSync(options.dataDir)).toThrow();
  });
});
