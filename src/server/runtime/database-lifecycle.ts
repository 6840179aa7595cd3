import path from 'node:path';
import { installDatabase, openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { Config } from '../platform/config';
import { acquireDataDirLock } from '../platform/data-dir-lock';
import { tightenDataDir } from '../platform/data-dir-permissions';

export type AppDatabase = {
  handle: DatabaseHandle;
  close: () => Promise<void>;
  /** The crashed process whose lock this start removed, if any (worth a line in the log). */
  recoveredLockFrom: { pid: number } | null;
};

/**
 * Opens the process database the safe way: with PGlite, take the data-dir lock first (one
 * process per directory), then open, migrate and install it as the process-wide database.
 * A failed start releases everything, so nothing half-open is cached.
 */
export async function openAppDatabase(config: Config): Promise<AppDatabase> {
  const lock = config.DATABASE_URL ? null : await acquireDataDirLock(config.dataDir);
  let handle: DatabaseHandle | undefined;
  try {
    handle = config.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
    await runMigrations(handle);
    // PGlite unpacks its initial cluster with the archive's modes (0666), past the umask.
    if (handle.kind === 'pglite') await tightenDataDir(config.dataDir);
    installDatabase(handle);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
  const opened = handle;
  let closing: Promise<void> | undefined;
  return {
    handle: opened,
    recoveredLockFrom: lock?.recoveredFrom ?? null,
    close: () => {
      closing ??= opened
        .close()
        .catch(() => undefined)
        .then(() => lock?.release());
      return closing;
    },
  };
}
