import { spawn } from 'node:child_process';
import { AppError } from '../../platform/app-error';

/**
 * PostgreSQL's own client tools do the database part of a backup (pg_dump) and of a restore (psql):
 * they know every type and object the schema has. They must be installed (Debian: postgresql-client),
 * in a version at least the server's.
 */
function run(tool: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new AppError('UNAVAILABLE', {
              text: `${tool} is not on PATH. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client, the server's version or newer), or back up by hand: see README "Backups".`,
            })
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new AppError('INTERNAL', { text: `${tool} failed (exit ${code}): ${Buffer.concat(err).toString('utf8').trim().slice(0, 2000)}` }));
    });
  });
}

/** A plain-SQL dump of the whole database, as one consistent snapshot (or the one exported as `snapshot`). */
export const pgDump = (url: string, snapshot?: string) =>
  run('pg_dump', ['--no-owner', '--no-privileges', '--format=plain', ...(snapshot ? [`--snapshot=${snapshot}`] : []), `--dbname=${url}`]);

/** Runs a dump into a database in one transaction: a failure leaves it as it was. */
export const psqlFile = (url: string, file: string) =>
  run('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--file=${file}`, `--dbname=${url}`]);
