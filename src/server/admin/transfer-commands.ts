import { readFile, writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { getDatabaseHandle } from '../db/client';
import { siteDomains } from '../db/schema';
import { AppError } from '../platform/app-error';
import { getConfig } from '../platform/config';
import { getStorage } from '../platform/storage';
import { createBackup } from '../services/backup/create-backup';
import { recordAuditEvent } from '../services/audit/record-audit-event';
import { exportSite } from '../services/site-transfer/export-site';
import { importSite } from '../services/site-transfer/import-site';

type Args = Record<string, string[]>;
const one = (args: Args, name: string): string | undefined => args[name]?.at(-1);

function required(args: Args, name: string, example: string): string {
  const value = one(args, name);
  if (!value) throw new AppError('BAD_REQUEST', { text: `Name it: --${name} ${example}` });
  return value;
}

/**
 * The operator's backup and site-moving commands. They run where the database is open: in the
 * running server (through its admin socket, which holds the embedded database) or in the CLI.
 * `restore` is not among them: it needs the server stopped (src/cli/admin.ts runs it itself).
 */
export const TRANSFER_COMMANDS = {
  backup: {
    usage: 'backup --out platform-2026-11-28.tar.gz   (database and media store; the server may run)',
    run: async (_db: Database, args: Args) => {
      const handle = getDatabaseHandle();
      if (!handle) throw new AppError('INTERNAL', { text: 'No database is open.' });
      return createBackup({ handle, databaseUrl: getConfig().DATABASE_URL, storage: getStorage(), out: required(args, 'out', 'platform.tar.gz') });
    },
  },
  restore: {
    usage: 'restore --from platform-2026-11-28.tar.gz   (server stopped; into an empty DATA_DIR, or an empty DATABASE_URL database)',
    run: async () => {
      throw new AppError('CONFLICT', {
        text: 'A running server cannot restore into its own data: stop it, point DATA_DIR (or DATABASE_URL) at an empty place, and run restore again.',
      });
    },
  },
  'site:export': {
    usage: 'site:export --host optik-muster.ch --out optik-muster.tar.gz [--submissions]',
    run: async (db: Database, args: Args) => {
      const host = required(args, 'host', 'optik-muster.ch').toLowerCase();
      const out = required(args, 'out', 'site.tar.gz');
      const [domain] = await db.select({ siteId: siteDomains.siteId }).from(siteDomains).where(eq(siteDomains.host, host));
      if (!domain) throw new AppError('NOT_FOUND', 'admin.hostNotFound', { values: { host } });
      const withSubmissions = args.submissions !== undefined;
      const exported = await exportSite(db, { siteId: domain.siteId, withSubmissions });
      await recordAuditEvent(db, { action: 'site.exported', siteId: domain.siteId, details: { withSubmissions, via: 'cli' } });
      await writeFile(out, exported.archive, { flag: 'wx', mode: 0o600 }).catch((error: NodeJS.ErrnoException) => {
        throw new AppError('CONFLICT', {
          text: error.code === 'EEXIST' ? `${out} exists already: name a new file.` : `Cannot write ${out} (${error.code ?? error.message})`,
        });
      });
      return { file: out, siteId: domain.siteId, host, pages: exported.pages, mediaObjects: exported.mediaObjects, bytes: exported.archive.length };
    },
  },
  'site:import': {
    usage: 'site:import --from optik-muster.tar.gz --host neu.optik-muster.ch',
    run: async (db: Database, args: Args) => {
      const from = required(args, 'from', 'site.tar.gz');
      const archive = await readFile(from).catch((error: NodeJS.ErrnoException) => {
        throw new AppError('BAD_REQUEST', { text: `Cannot read ${from} (${error.code ?? error.message})` });
      });
      const imported = await importSite(db, { archive, host: required(args, 'host', 'new.example.ch') });
      await recordAuditEvent(db, { action: 'site.imported', siteId: imported.siteId, details: { host: imported.host, via: 'cli' } });
      return imported;
    },
  },
} as const;
