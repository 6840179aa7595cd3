import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { type Database, MIGRATIONS_FOLDER } from '../../db/client';
import type { LimitRedis } from '../../platform/limits/redis';
import type { WorkerProbe } from '../../platform/runtime-state';

/** Each check's answer: `skipped` only for Redis when `REDIS_URL` is not set. */
export const ZReadinessCheck = z.enum(['ok', 'failed', 'skipped']);
export const ZReadiness = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: ZReadinessCheck,
    migrations: ZReadinessCheck,
    redis: ZReadinessCheck,
    workers: ZReadinessCheck,
    shutdown: ZReadinessCheck,
  }),
  /** The names of the checks that failed, in the order above. */
  failed: z.array(z.string()),
});
export type TReadiness = z.infer<typeof ZReadiness>;
type Check = z.infer<typeof ZReadinessCheck>;

/** A check that has not answered in this time failed: a proxy asking readiness must not hang with it. */
const CHECK_TIMEOUT_MS = 2000;
/** The workers every serving process runs (src/server/runtime/start-server.ts registers them). */
export const REQUIRED_WORKERS = ['outbox', 'jobs'] as const;

async function within(check: () => Promise<Check>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('failed'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch((): Check => 'failed'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let newestMigration: number | undefined;

/** The newest migration this build ships (the folder's journal), read once. */
function newestShippedMigration(folder: string): number {
  if (folder !== MIGRATIONS_FOLDER) return Math.max(0, ...readMigrationFiles({ migrationsFolder: folder }).map((m) => m.folderMillis));
  newestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder: folder }).map((m) => m.folderMillis));
  return newestMigration;
}

/**
 * Applied when the database's newest recorded migration (drizzle's journal table) is at least the
 * newest this build ships, as drizzle itself decides; a database an upgrade already migrated further is fine.
 */
async function migrationsApplied(db: Database, folder: string): Promise<Check> {
  const result = await db.execute<{ created_at: string | number }>(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  const rows = Array.isArray(result) ? result : ((result as { rows?: { created_at: string | number }[] }).rows ?? []);
  const applied = rows[0] ? Number(rows[0].created_at) : 0;
  return applied >= newestShippedMigration(folder) ? 'ok' : 'failed';
}

/**
 * Whether this process should get traffic: the database answers, its migrations are applied,
 * Redis answers when it is configured, the outbox and job workers run, and the process is not
 * shutting down. Liveness (`/health`) asks only whether the process answers at all.
 */
export async function checkReadiness(options: {
  db: Database;
  redis: LimitRedis | null;
  workers: ReadonlyMap<string, WorkerProbe>;
  draining: boolean;
  migrationsFolder?: string;
}): Promise<TReadiness> {
  const database = await within(async () => {
    await options.db.execute(sql`select 1`);
    return 'ok';
  });
  const migrations = database === 'ok' ? await within(() => migrationsApplied(options.db, options.migrationsFolder ?? MIGRATIONS_FOLDER)) : 'failed';
  const { redis } = options;
  const redisCheck: Check = redis ? await within(async () => ((await redis.ping()) === 'PONG' ? 'ok' : 'failed')) : 'skipped';
  const workers: Check = REQUIRED_WORKERS.every((name) => options.workers.get(name)?.alive() === true) ? 'ok' : 'failed';
  const checks = { database, migrations, redis: redisCheck, workers, shutdown: options.draining ? ('failed' as const) : ('ok' as const) };
  const failed = Object.entries(checks)
    .filter(([, value]) => value === 'failed')
    .map(([name]) => name);
  return { ready: failed.length === 0, checks, failed };
}
