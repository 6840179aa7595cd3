import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getDb } from '../server/db/client';
import { openAppDatabase } from '../server/runtime/database-lifecycle';
import { sendAdminCommand } from '../server/runtime/admin-socket';
import { ConfigError, getConfig } from '../server/platform/config';
import { isDataDirLocked } from '../server/platform/data-dir-lock';
import { PRIVATE_UMASK } from '../server/platform/data-dir-permissions';
import { getStorage } from '../server/platform/storage';
import { restoreBackup } from '../server/services/backup/restore-backup';
import { ADMIN_COMMANDS, type CommandArgs, isAdminCommand, runAdminCommand } from '../server/admin/commands';

/**
 * `npm run admin -- <command> [--flags]`: operator commands, printed as JSON. With the embedded
 * database and a running server, the command goes to the server (which holds the data-dir lock);
 * otherwise the CLI opens the database itself.
 */
function usage(): string {
  return ['Usage: npm run admin -- <command> [options]', '', ...Object.values(ADMIN_COMMANDS).map((c) => `  ${c.usage}`)].join('\n');
}

const STRING_FLAGS = [
  'name',
  'host',
  'locales',
  'default',
  'email',
  'password',
  'role',
  'file',
  'out',
  'from',
  'date',
  'de',
  'fr',
  'it',
  'en',
  'locale',
] as const;
/** Paths are read or written by whoever runs the command (maybe the server, in another directory). */
const PATH_FLAGS = new Set(['file', 'out', 'from']);

function parseCommandLine(argv: string[]): { command: string; args: CommandArgs } {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...Object.fromEntries(STRING_FLAGS.map((flag) => [flag, { type: 'string', multiple: true }] as const)),
      'health-optics': { type: 'boolean' },
      submissions: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const args: CommandArgs = {};
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) args[name] = value.map((entry) => (PATH_FLAGS.has(name) ? resolve(String(entry)) : String(entry)));
    else if (value === true) args[name] = ['true'];
  }
  return { command: positionals[0] ?? '', args };
}

function fail(message: string, code = 1): never {
  process.stderr.write(`${JSON.stringify({ ok: false, error: message }, null, 2)}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${usage()}`, 2);
  }
  const { command, args } = parsed;
  if (!command || command === 'help' || args.help) {
    process.stdout.write(`${usage()}\n`);
    return;
  }
  if (!isAdminCommand(command)) fail(`Unknown command "${command}".\n${usage()}`, 2);

  // Opening the embedded database directly creates files: private, as the server makes them.
  process.umask(PRIVATE_UMASK);
  let config: ReturnType<typeof getConfig>;
  try {
    config = getConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error), 78);
  }

  if (command === 'restore') {
    // Never through a running server, and never opening (so creating) the database it fills.
    if (!config.DATABASE_URL && (await isDataDirLocked(config.dataDir)))
      fail(`A server is running on ${config.dataDir}: stop it and restore into an empty DATA_DIR.`);
    const from = args.from?.at(-1);
    if (!from) fail('Name the backup: restore --from FILE', 2);
    const data = await restoreBackup({ from, dataDir: config.dataDir, databaseUrl: config.DATABASE_URL, storage: getStorage() }).catch((error: Error) =>
      fail(error.message),
    );
    process.stdout.write(`${JSON.stringify({ ok: true, data }, null, 2)}\n`);
    return;
  }

  if (!config.DATABASE_URL && (await isDataDirLocked(config.dataDir))) {
    const reply = await sendAdminCommand(config.dataDir, command, args).catch((error: Error) =>
      fail(`The server holding ${config.dataDir} did not answer on its admin socket (${error.message}).`),
    );
    if (!reply.ok) fail(reply.error);
    process.stdout.write(`${JSON.stringify({ ok: true, data: reply.data }, null, 2)}\n`);
    return;
  }

  const database = await openAppDatabase(config).catch((error: Error) => fail(error.message));
  try {
    const data = await runAdminCommand(getDb(), command, args);
    process.stdout.write(`${JSON.stringify({ ok: true, data }, null, 2)}\n`);
  } catch (error) {
    await database.close();
    fail(error instanceof Error ? error.message : String(error));
  }
  await database.close();
}

void main();
