import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** Who holds the data-directory lock: enough to tell, after a crash, that the holder is gone. */
export type LockOwner = { pid: number; host: string; startedAt: string | null };

/**
 * The kernel's start time of a process (clock ticks since boot, Linux `/proc/<pid>/stat` field 22),
 * or null where there is no procfs. With the pid it names one process: a pid reused by another
 * process after a crash has a different start time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

export function currentLockOwner(): LockOwner {
  return { pid: process.pid, host: os.hostname(), startedAt: processStartTime(process.pid) };
}

export function writeLockOwner(file: string, owner: LockOwner): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(owner), { mode: 0o600 });
  renameSync(temporary, file);
}

export function readLockOwner(file: string): LockOwner | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
    return { pid: value.pid, host: value.host, startedAt: typeof value.startedAt === 'string' ? value.startedAt : null };
  } catch {
    return null;
  }
}

export function removeLockOwner(file: string): void {
  rmSync(file, { force: true });
}

/**
 * True only when the owner is certainly gone: it ran on this machine and its pid is free, or now
 * belongs to a process started at another time. A holder on another machine (a shared disk) or a
 * process we may not signal counts as alive: refusing to start is the safe mistake.
 */
export function isLockOwnerDead(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  const startedAt = processStartTime(owner.pid);
  return owner.startedAt !== null && startedAt !== null && startedAt !== owner.startedAt;
}

export function sameOwner(a: LockOwner | null, b: LockOwner | null): boolean {
  return a !== null && b !== null && a.pid === b.pid && a.host === b.host && a.startedAt === b.startedAt;
}
