import { afterAll, beforeAll, inject } from 'vitest';
import { type DatabaseHandle, installDatabase, openDatabase } from '../../../src/server/db/client';
import { runMigrations } from '../../../src/server/db/migrate';

/**
 * Each test file gets the real database of its project: an in-memory PGlite, or the run's own
 * Postgres database. Tests never share rows: every test creates its own sites on unique hosts.
 */
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  if (process.env.WEBBOX_TEST_DB === 'postgres') {
    handle = await openDatabase({ kind: 'postgres', url: inject('testDatabaseUrl') });
  } else {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
  }
  await runMigrations(handle);
  installDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});
