import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MEDIA_CACHE_CONTROL } from '../../../shared/constants/media';
import { AppError } from '../../platform/app-error';
import { acquireDataDirLock } from '../../platform/data-dir-lock';
import type { ObjectStorage } from '../../platform/storage';
import { contentTypeOfKey } from '../../platform/storage/content-types';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BACKUP_MANIFEST, type TBackupManifest, ZBackupManifest, mediaEntry } from './backup-format';
import { psqlFile } from './postgres-tools';
import { ArchiveReadError, readTarGzFile, sha256 } from './tar-archive';

export type RestoreBackupOptions = { from: string; dataDir: string; databaseUrl?: string; storage: ObjectStorage };
export type RestoreSummary = { database: 'pglite' | 'postgres'; mediaObjects: number };

const refuse = (text: string) => new AppError('BAD_REQUEST', { text });

/** Unpacks the backup into a private staging folder, checking every entry against the manifest. */
async function unpack(from: string, staging: string): Promise<{ manifest: TBackupManifest; files: Map<string, string> }> {
  const files = new Map<string, string>();
  const sums = new Map<string, string>();
  let manifestBytes: Buffer | null = null;
  try {
    await readTarGzFile(from, {
      maxBytes: Number.MAX_SAFE_INTEGER,
      onEntry: async (name, body) => {
        if (name === BACKUP_MANIFEST) {
          manifestBytes = body;
          return;
        }
        const file = path.join(staging, String(files.size));
        await writeFile(file, body, { mode: 0o600 });
        files.set(name, file);
        sums.set(name, sha256(body));
      },
    });
  } catch (error) {
    if (error instanceof ArchiveReadError) throw refuse(`${from} is not a readable Webbox backup (${error.reason}: ${error.message}).`);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw refuse(`${from} does not exist.`);
    throw error;
  }
  if (!manifestBytes) throw refuse(`${from} is not a Webbox backup: it has no ${BACKUP_MANIFEST} (is it complete?).`);
  let parsed: ReturnType<typeof ZBackupManifest.safeParse>;
  try {
    parsed = ZBackupManifest.safeParse(JSON.parse(String(manifestBytes)));
  } catch {
    throw refuse(`${from} is not a Webbox backup: its manifest is not JSON.`);
  }
  if (!parsed.success) throw refuse(`${from} is not a Webbox backup (format "${BACKUP_FORMAT}").`);
  const manifest = parsed.data;
  if (manifest.version !== BACKUP_FORMAT_VERSION) {
    throw refuse(`${from} is a backup of format version ${manifest.version}; this Webbox restores version ${BACKUP_FORMAT_VERSION}.`);
  }
  const expected = [
    { name: manifest.database.entry, sha256: manifest.database.sha256 },
    ...manifest.media.map((m) => ({ name: mediaEntry(m.key), sha256: m.sha256 })),
  ];
  for (const entry of expected) {
    if (!files.has(entry.name)) throw refuse(`${from} is incomplete: ${entry.name} is missing.`);
    if (sums.get(entry.name) !== entry.sha256) throw refuse(`${from} is damaged or altered: ${entry.name} does not match its checksum.`);
  }
  return { manifest, files };
}

async function assertEmptyDataDir(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw refuse(`${dataDir} is not empty: restore into an empty data directory (set DATA_DIR to a new folder).`);
}

async function assertEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (Number(rows[0]?.n ?? 0) > 0) throw refuse('The database of DATABASE_URL is not empty: restore into a new, empty database (createdb).');
  } finally {
    await client.end();
  }
}

/**
 * `npm run admin -- restore --from FILE`: brings a backup back into an empty data directory (PGlite)
 * or an empty database (PostgreSQL), then its media into the store. Everything is checked before
 * anything is written; the database part is atomic (PGlite's directory is new; psql runs in one
 * transaction).
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<RestoreSummary> {
  const staging = await mkdtemp(path.join(tmpdir(), 'webbox-restore-'));
  try {
    const { manifest, files } = await unpack(options.from, staging);
    const dump = files.get(manifest.database.entry) as string;
    if (manifest.database.kind === 'postgres') {
      if (!options.databaseUrl) throw refuse('This backup is of a PostgreSQL platform: set DATABASE_URL to a new, empty database.');
      await assertEmptyPostgres(options.databaseUrl);
      await psqlFile(options.databaseUrl, dump);
    } else {
      if (options.databaseUrl) throw refuse('This backup is of an embedded-database platform: unset DATABASE_URL and name an empty DATA_DIR.');
      await assertEmptyDataDir(options.dataDir);
      const lock = await acquireDataDirLock(options.dataDir);
      try {
        const db = await PGlite.create(path.join(options.dataDir, 'db'), { loadDataDir: new Blob([await readFile(dump)]) });
        await db.close();
      } finally {
        await lock.release();
      }
    }
    for (const object of manifest.media) {
      await options.storage.putFile(object.key, files.get(mediaEntry(object.key)) as string, contentTypeOfKey(object.key), MEDIA_CACHE_CONTROL);
    }
    return { database: manifest.database.kind, mediaObjects: manifest.media.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
