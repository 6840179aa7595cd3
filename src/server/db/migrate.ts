import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { type DatabaseHandle, MIGRATIONS_FOLDER, wrapDatabase } from './client';

// Any constant: all app instances serialise their migrations on it.
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the committed migrations; with Postgres, one instance at a time. */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const db = wrapDatabase(handle);
  if (handle.kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const connection = await handle.client.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    connection.release();
  }
  await db.execute(sql`select 1`);
}
