import { fileURLToPath } from 'node:url';
import { buildDirOfServerFile, pinProductionBuild } from '../platform/build-dir';
import { ConfigError, getConfig } from '../platform/config';
import { DataDirLockedError } from '../platform/data-dir-lock';
import { PRIVATE_UMASK } from '../platform/data-dir-permissions';
import { getLogger } from '../platform/logger';
import { startServer } from './start-server';

/** `npm start`: fail fast on bad configuration, refuse a locked data directory, stop cleanly. */
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  // Before the first file is made: the database, media and mails must not be readable by other local users.
  process.umask(PRIVATE_UMASK);
  let config: ReturnType<typeof getConfig>;
  try {
    // Next and React pick their builds from NODE_ENV: set it before either loads.
    Object.assign(process.env, { NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'production') });
    // The build this process serves, fixed now: the folder main.mjs was loaded from (or, under tsx,
    // the one `dist/current` names), so a later build or a second start never changes it under us.
    if (!dev) pinProductionBuild(process.cwd(), buildDirOfServerFile(fileURLToPath(import.meta.url)));
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const logger = getLogger();
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ config, dev, logger });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(75);
    }
    logger.fatal({ err: error }, 'Webbox could not start');
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const started = Date.now();
    // Requests in flight get SHUTDOWN_GRACE_MS (graceful-http.ts); the workers, the bus and the database a few seconds more.
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 30 s; exiting anyway');
      process.exit(1);
    }, 30_000);
    force.unref();
    server.close().then(
      () => {
        logger.info({ ms: Date.now() - started }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
