import { z } from 'zod';

/** What `npm run admin -- backup` writes: a gzipped tar with these entries, the manifest last. */
export const BACKUP_FORMAT = 'webbox-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_MANIFEST = 'manifest.json';
/** PGlite: its data directory as PGlite's own dump (a tar.gz); PostgreSQL: pg_dump's plain SQL. */
export const PGLITE_DUMP_ENTRY = 'database/pgdata.tar.gz';
export const POSTGRES_DUMP_ENTRY = 'database/dump.sql';
export const mediaEntry = (key: string) => `media/${key}`;

const ZChecksum = z.string().regex(/^[0-9a-f]{64}$/);

export const ZBackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), entry: z.string(), sha256: ZChecksum, size: z.number().int().nonnegative() }),
  media: z.array(z.object({ key: z.string(), sha256: ZChecksum, size: z.number().int().nonnegative() })),
  /** Objects a media row named but the store no longer had when the backup was taken. */
  missingMedia: z.array(z.string()),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;
