import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { getLogger } from '../platform/logger';
import { timePgliteQueries, timePoolQueries } from './query-timing';
import * as schema from './schema';
import { processSingleton } from '../platform/process-singleton';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Database | Transaction;

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

/** The raw client, one per process (processSingleton) so the Node server and the Next bundle use one connection. */
export type DatabaseHandle = { kind: 'pglite'; client: PGlite; close: () => Promise<void> } | { kind: 'postgres'; client: pg.Pool; close: () => Promise<void> };

const holder = processSingleton('db-handle', (): { handle?: DatabaseHandle } => ({}));
let wrapped: { handle: DatabaseHandle; db: Database } | undefined;

/** Opens the raw client. Callers own the data-dir lock (see data-dir-lock.ts). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    timePoolQueries(pool);
    await pool.query('select 1');
    return { kind: 'postgres', client: pool, close: () => pool.end() };
  }
  const client = target.dataDir ? await PGlite.create(target.dataDir) : await PGlite.create();
  timePgliteQueries(client);
  return {
    kind: 'pglite',
    client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * At LOG_LEVEL=trace every statement is logged (without its parameters, which may be personal):
 * how `bench/render-queries.ts` counts the queries a render runs.
 */
function statementLogger() {
  const logger = getLogger();
  return logger.isLevelEnabled('trace') ? { logQuery: (query: string) => logger.trace({ sql: query }, 'db query') } : undefined;
}

/** Wraps a raw client with drizzle. */
export function wrapDatabase(handle: DatabaseHandle): Database {
  const logger = statementLogger();
  if (handle.kind === 'pglite') return drizzlePglite({ client: handle.client, schema, ...(logger ? { logger } : {}) }) as unknown as Database;
  return drizzlePg({ client: handle.client, schema, ...(logger ? { logger } : {}) }) as unknown as Database;
}

/** Makes a handle the process-wide database. */
export function installDatabase(handle: DatabaseHandle): void {
  holder.handle = handle;
}

export function hasDatabase(): boolean {
  return holder.handle !== undefined;
}

/** The process-wide database; the server opens it at start (never lazily, so a failed start is loud). */
export function getDb(): Database {
  const handle = holder.handle;
  if (!handle) throw new Error('Database not initialised: start Webbox through its server (npm start).');
  if (wrapped?.handle !== handle) wrapped = { handle, db: wrapDatabase(handle) };
  return wrapped.db;
}

export function getDatabaseHandle(): DatabaseHandle | undefined {
  return holder.handle;
}

export async function pingDatabase(db: Database = getDb()): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'src/server/db/migrations');
