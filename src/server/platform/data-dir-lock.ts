import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(readonly dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another Webbox process. ` +
        'The embedded database allows one process per directory: stop the other process, ' +
        'or give this one its own DATA_DIR (or set DATABASE_URL to use PostgreSQL). ' +
        'To add tenants or users while the server runs, use `npm run admin` — it talks to the running server.',
    );
  }
}

export type DataDirLock = { release: () => Promise<void> };

/**
 * PGlite has no inter-process locking; two processes on one directory corrupt it.
 * We hold an exclusive lock (a lock directory refreshed every few seconds, so a crashed
 * holder goes stale after `staleMs`) for as long as the database is open.
 */
export async function acquireDataDirLock(dataDir: string, staleMs = 10_000): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const target = path.join(dataDir, 'db');
  mkdirSync(target, { recursive: true, mode: 0o700 });
  try {
    const release = await lockfile.lock(target, {
      lockfilePath: path.join(dataDir, 'db.lock'),
      stale: staleMs,
      update: Math.max(1000, Math.floor(staleMs / 2)),
      realpath: false,
      onCompromised: (error) => {
        // Someone removed or took our lock: keeping on writing would risk the data.
        console.error(`[webbox] lost the data directory lock: ${error.message}; exiting`);
        process.exit(70);
      },
    });
    return { release: () => release().catch(() => undefined) };
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}

/** True when some live process holds the lock for this data directory. */
export async function isDataDirLocked(dataDir: string, staleMs = 10_000): Promise<boolean> {
  return lockfile.check(path.join(dataDir, 'db'), {
    lockfilePath: path.join(dataDir, 'db.lock'),
    stale: staleMs,
    realpath: false,
  });
}
