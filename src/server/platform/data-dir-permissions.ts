import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Directories under DATA_DIR (database, media, mail) are for this user only. */
export const PRIVATE_DIR_MODE = 0o700;
/** Files under DATA_DIR (database pages and WAL, media, .eml mails, the secret) likewise. */
export const PRIVATE_FILE_MODE = 0o600;
/** Files and directories this process creates get no group or other bits from then on. */
export const PRIVATE_UMASK = 0o077;

export type TightenReport = { directories: number; files: number; changed: string[] };

/**
 * Makes the data directory private: creates it 0700 if missing, then takes the group and other
 * bits off everything inside (installations from before this rule left database files 0666 and
 * mails 0644, readable by every local user). Symbolic links are not followed, so a link cannot
 * make us change modes outside the directory. Returns what was changed so the start can log it.
 */
export async function tightenDataDir(dataDir: string, options: { maxListed?: number } = {}): Promise<TightenReport> {
  const maxListed = options.maxListed ?? 20;
  const report: TightenReport = { directories: 0, files: 0, changed: [] };
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const visit = async (entry: string): Promise<void> => {
    const info = await lstat(entry).catch(() => null);
    // Gone meanwhile, or a link or socket: nothing to tighten (the admin socket sets its own mode).
    if (!info || !(info.isDirectory() || info.isFile())) return;
    const mode = info.mode & 0o777;
    const wanted = info.isDirectory() ? PRIVATE_DIR_MODE : mode & PRIVATE_FILE_MODE;
    if (mode !== wanted) {
      await chmod(entry, wanted);
      if (info.isDirectory()) report.directories += 1;
      else report.files += 1;
      if (report.changed.length < maxListed) report.changed.push(`${path.relative(dataDir, entry) || '.'} ${mode.toString(8)}→${wanted.toString(8)}`);
    }
    if (info.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  };
  await visit(dataDir);
  return report;
}
