import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { ObjectStorage } from '../../platform/storage';
import { sha256, writeTarGzFile } from './tar-archive';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_MANIFEST,
  PGLITE_DUMP_ENTRY,
  POSTGRES_DUMP_ENTRY,
  type TBackupManifest,
  mediaEntry,
} from './backup-format';
import { MEDIA_KEYS_SQL, type MediaKeyRow, mediaObjectKeys } from './media-keys';
import { pgDump } from './postgres-tools';

export type CreateBackupOptions = { handle: DatabaseHandle; databaseUrl?: string; storage: ObjectStorage; out: string };
export type BackupSummary = { file: string; database: 'pglite' | 'postgres'; databaseBytes: number; mediaObjects: number; missingMedia: string[] };

/** Hashes a stream on its way into the archive (videos are never held in memory whole). */
function hashing(stream: Readable): { body: Readable; digest: () => string } {
  const hash = createHash('sha256');
  const body = stream.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
    }),
  );
  return { body, digest: () => hash.digest('hex') };
}

/**
 * The database dump and the media rows it names, from one point in time. PostgreSQL: a repeatable
 * read transaction exports its snapshot, pg_dump dumps that very snapshot. PGlite: the server runs
 * it in this process; the dump runs exclusively between queries (PGlite's own lock), and the rows
 * are read just before it: a media deleted in that instant is listed as missing, never half-copied.
 */
async function dumpDatabase(handle: DatabaseHandle, databaseUrl: string | undefined): Promise<{ dump: Buffer; rows: MediaKeyRow[] }> {
  if (handle.kind === 'pglite') {
    const rows = (await handle.client.query<MediaKeyRow>(MEDIA_KEYS_SQL)).rows;
    await handle.client.exec('checkpoint');
    const dump = Buffer.from(await (await handle.client.dumpDataDir('gzip')).arrayBuffer());
    return { dump, rows };
  }
  if (!databaseUrl) throw new AppError('INTERNAL', { text: 'A PostgreSQL backup needs DATABASE_URL.' });
  const client = await handle.client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id;
    const rows = (await client.query<MediaKeyRow>(MEDIA_KEYS_SQL)).rows;
    const dump = await pgDump(databaseUrl, snapshot);
    await client.query('commit');
    return { dump, rows };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * `npm run admin -- backup --out FILE`: the whole platform (database and media store) in one file,
 * while the server runs. Written beside the target and renamed when complete, so a file under the
 * given name is always a whole backup.
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupSummary> {
  if (existsSync(options.out)) throw new AppError('CONFLICT', { text: `${options.out} exists already: name a new file.` });
  const partial = `${options.out}.partial-${process.pid}`;
  const writer = writeTarGzFile(partial);
  try {
    const kind = options.handle.kind;
    const { dump, rows } = await dumpDatabase(options.handle, options.databaseUrl);
    const entry = kind === 'pglite' ? PGLITE_DUMP_ENTRY : POSTGRES_DUMP_ENTRY;
    await writer.add(entry, dump);
    const manifest: TBackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind, entry, sha256: sha256(dump), size: dump.length },
      media: [],
      missingMedia: [],
    };
    for (const key of await mediaObjectKeys(rows, options.storage)) {
      const object = await options.storage.get(key);
      if (!object) {
        manifest.missingMedia.push(key);
        continue;
      }
      if (Buffer.isBuffer(object.body)) {
        await writer.add(mediaEntry(key), object.body);
        manifest.media.push({ key, sha256: sha256(object.body), size: object.body.length });
      } else {
        const tapped = hashing(object.body);
        await writer.addStream(mediaEntry(key), object.size, tapped.body);
        manifest.media.push({ key, sha256: tapped.digest(), size: object.size });
      }
    }
    await writer.add(BACKUP_MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await writer.finish();
    await rename(partial, options.out);
    return { file: options.out, database: kind, databaseBytes: dump.length, mediaObjects: manifest.media.length, missingMedia: manifest.missingMedia };
  } catch (error) {
    await writer.finish().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}
