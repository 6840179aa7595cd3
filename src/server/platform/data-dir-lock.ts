import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { currentLockOwner, isLockOwnerDead, readLockOwner, removeLockOwner, sameOwner, writeLockOwner } from './lock-owner';

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

export type DataDirLock = { release: () => Promise<void>; recoveredFrom: { pid: number } | null };

const isLocked = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ELOCKED';
const pathsOf = (dataDir: string) => ({ target: path.join(dataDir, 'db'), lock: path.join(dataDir, 'db.lock'), owner: path.join(dataDir, 'db.lock.owner') });

/**
 * A lock left by a holder that died (kill -9, power loss) is still fresh for `staleMs`. When the
 * owner record beside it names a process that is certainly gone, the lock is moved aside and
 * removed so an immediate restart can take it. Moving (not deleting in place) and then checking the
 * record again keeps us from removing a lock a live process took between our check and the move.
 */
function removeLockOfDeadOwner(dataDir: string): { pid: number } | null {
  const paths = pathsOf(dataDir);
  const owner = readLockOwner(paths.owner);
  if (!owner || !isLockOwnerDead(owner)) return null;
  const aside = `${paths.lock}.dead-${process.pid}-${Date.now()}`;
  try {
    renameSync(paths.lock, aside);
  } catch {
    return null;
  }
  if (!sameOwner(readLockOwner(paths.owner), owner)) {
    // Someone live took the lock meanwhile: give it back (its refresh would otherwise notice and stop it).
    try {
      renameSync(aside, paths.lock);
    } catch {
      // A third process holds the path now; the one we moved will see its lock compromised and exit.
    }
    return null;
  }
  rmSync(aside, { recursive: true, force: true });
  removeLockOwner(paths.owner);
  return { pid: owner.pid };
}

async function lockOnce(dataDir: string, staleMs: number): Promise<() => Promise<void>> {
  const paths = pathsOf(dataDir);
  return lockfile.lock(paths.target, {
    lockfilePath: paths.lock,
    stale: staleMs,
    update: Math.max(1000, Math.floor(staleMs / 2)),
    realpath: false,
    onCompromised: (error) => {
      // Someone removed or took our lock: keeping on writing would risk the data.
      console.error(`[webbox] lost the data directory lock: ${error.message}; exiting`);
      process.exit(70);
    },
  });
}

/**
 * PGlite has no inter-process locking; two processes on one directory corrupt it.
 * We hold an exclusive lock (a lock directory refreshed every few seconds, so a vanished holder
 * goes stale after `staleMs`) for as long as the database is open, and record our pid and process
 * start time beside it so a restart after a crash need not wait for the lock to go stale.
 */
export async function acquireDataDirLock(dataDir: string, staleMs = 10_000): Promise<DataDirLock> {
  const paths = pathsOf(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  mkdirSync(paths.target, { recursive: true, mode: 0o700 });
  let release: () => Promise<void>;
  let recoveredFrom: { pid: number } | null = null;
  try {
    release = await lockOnce(dataDir, staleMs);
  } catch (error) {
    if (!isLocked(error)) throw error;
    recoveredFrom = removeLockOfDeadOwner(dataDir);
    if (!recoveredFrom) throw new DataDirLockedError(dataDir);
    try {
      release = await lockOnce(dataDir, staleMs);
    } catch (retryError) {
      throw isLocked(retryError) ? new DataDirLockedError(dataDir) : retryError;
    }
  }
  writeLockOwner(paths.owner, currentLockOwner());
  return {
    recoveredFrom,
    release: async () => {
      removeLockOwner(paths.owner);
      await release().catch(() => undefined);
    },
  };
}

/** True when some live process holds the lock for this data directory. */
export async function isDataDirLocked(dataDir: string, staleMs = 10_000): Promise<boolean> {
  const paths = pathsOf(dataDir);
  const locked = await lockfile.check(paths.target, { lockfilePath: paths.lock, stale: staleMs, realpath: false });
  if (!locked) return false;
  const owner = readLockOwner(paths.owner);
  return !(owner && isLockOwnerDead(owner));
}
