import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, acquireDataDirLock, isDataDirLocked } from '../../src/server/platform/data-dir-lock';
import { runTs, startTs } from '../support/run-node';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'webbox-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(process.env.WEBBOX_TEST_DB === 'pglite')('embedded database lock', () => {
  it('refuses a second holder of the same data directory, and frees it on release', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    expect(await isDataDirLocked(dir)).toBe(true);
    await expect(acquireDataDirLock(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    expect(await isDataDirLocked(dir)).toBe(false);
    const again = await acquireDataDirLock(dir);
    await again.release();
  });

  it('starts at once after the holder was killed (kill -9), but not while a live process holds the lock', async () => {
    const dir = tempDir();
    const holder = startTs('tests/support/hold-data-dir-lock.ts', [dir], {});
    try {
      await waitFor(() => holder.output().stdout.includes('locked'));
      // Alive: refused, by this process and by a second server process.
      await expect(acquireDataDirLock(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      expect(await isDataDirLocked(dir)).toBe(true);
      holder.child.kill('SIGKILL');
      await holder.exited;
      // The lock directory is seconds fresh (stale only after 10 s), yet its owner is gone.
      const started = Date.now();
      expect(await isDataDirLocked(dir)).toBe(false);
      const lock = await acquireDataDirLock(dir);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(lock.recoveredFrom).toEqual({ pid: holder.child.pid });
      await expect(acquireDataDirLock(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      await lock.release();
    } finally {
      holder.child.kill('SIGKILL');
    }
  });

  it('makes a second server process on the same directory exit with a clear message', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    try {
      const result = await runTs('src/server/runtime/main.ts', [], { DATA_DIR: dir, PORT: '0', AUTH_SECRET: 'x'.repeat(40) });
      expect(result.code).toBe(75);
      expect(result.stderr).toContain(`The data directory ${dir} is in use by another Webbox process`);
    } finally {
      await lock.release();
    }
  });

  it('fails fast on invalid configuration, naming the variable', async () => {
    const result = await runTs('src/server/runtime/main.ts', [], { DATA_DIR: tempDir(), PORT: 'eighty', AUTH_SECRET: 'short' });
    expect(result.code).toBe(78);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('AUTH_SECRET: must be at least 32 characters');
  });
});
