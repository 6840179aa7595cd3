import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import { getDatabaseHandle, getDb, hasDatabase } from '../../db/client';
import { getMetrics } from '../../platform/metrics/registry';
import { processSingleton } from '../../platform/process-singleton';

/** Storage per site is a GROUP BY over every media row: read at most once a minute, whatever the scrape rate. */
const STORAGE_TTL_MS = 60_000;

type StorageRow = { site_id: string; bytes: string };
type Settings = { topSites: number; pageCacheEntries: () => number };

const holder = processSingleton('metrics-database-gauges', () => ({
  settings: { topSites: 20, pageCacheEntries: () => 0 } as Settings,
  installed: false,
  storage: { at: 0, rows: [] as StorageRow[], total: 0 },
}));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await getDb().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function storage(): Promise<typeof holder.storage> {
  if (Date.now() - holder.storage.at < STORAGE_TTL_MS) return holder.storage;
  // Like getStorageUsage: YouTube entries store nothing.
  const perSite = await rows<StorageRow>(sql`
    select site_id, sum(file_size)::text as bytes from media
    where coalesce(video->>'source', '') <> 'youtube'
    group by site_id order by sum(file_size) desc limit ${holder.settings.topSites}`);
  const [all] = await rows<{ bytes: string }>(
    sql`select coalesce(sum(file_size), 0)::text as bytes from media where coalesce(video->>'source', '') <> 'youtube'`,
  );
  holder.storage = { at: Date.now(), rows: perSite, total: Number(all?.bytes ?? 0) };
  return holder.storage;
}

/**
 * Gauges read when `/metrics` is scraped (not kept up to date on every write): the database pool,
 * the outbox and job backlogs, storage of the `topSites` largest sites, and the page cache's size.
 * Installed once per process; `settings` are the latest server's.
 */
export function installDatabaseGauges(settings: Settings): void {
  holder.settings = settings;
  if (holder.installed) return;
  holder.installed = true;
  const registers = [getMetrics().registry];
  new Gauge({
    name: 'webbox_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting); PGlite is one connection',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const handle = getDatabaseHandle();
      if (!handle) return;
      const pool = handle.kind === 'postgres' ? handle.client : { totalCount: 1, idleCount: 0, waitingCount: 0 };
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'webbox_outbox_messages',
    help: 'Mails in the outbox by status (pending: waiting or retrying; failed: given up)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      if (!hasDatabase()) return;
      const [row] = await rows<{ pending: string; retrying: string; failed: string }>(sql`
        select count(*) filter (where status = 'pending')::text as pending,
               count(*) filter (where status = 'pending' and attempts > 0)::text as retrying,
               count(*) filter (where status = 'failed')::text as failed
        from outbox where status <> 'sent'`);
      this.set({ status: 'pending' }, Number(row?.pending ?? 0));
      this.set({ status: 'retrying' }, Number(row?.retrying ?? 0));
      this.set({ status: 'failed' }, Number(row?.failed ?? 0));
    },
  });
  new Gauge({
    name: 'webbox_jobs',
    help: 'Background jobs waiting, by state (due: could run now; retrying: failed before; scheduled: later)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      if (!hasDatabase()) return;
      const [row] = await rows<{ due: string; retrying: string; scheduled: string }>(sql`
        select count(*) filter (where run_at <= now())::text as due,
               count(*) filter (where attempts > 0)::text as retrying,
               count(*) filter (where run_at > now())::text as scheduled
        from jobs`);
      this.set({ state: 'due' }, Number(row?.due ?? 0));
      this.set({ state: 'retrying' }, Number(row?.retrying ?? 0));
      this.set({ state: 'scheduled' }, Number(row?.scheduled ?? 0));
    },
  });
  new Gauge({
    name: 'webbox_site_storage_bytes',
    help: 'Media bytes of the sites that store the most (METRICS_TOP_SITES), by site id',
    labelNames: ['site'] as const,
    registers,
    async collect() {
      if (!hasDatabase()) return;
      const { rows: perSite } = await storage();
      // Sites that left the top N must not keep their last value.
      this.reset();
      for (const row of perSite) this.set({ site: row.site_id }, Number(row.bytes));
    },
  });
  new Gauge({
    name: 'webbox_storage_bytes',
    help: 'Media bytes of all sites together',
    registers,
    async collect() {
      if (!hasDatabase()) return;
      this.set((await storage()).total);
    },
  });
  new Gauge({
    name: 'webbox_page_cache_entries',
    help: 'Published pages held in the page cache (at most PAGE_CACHE_MAX_ENTRIES)',
    registers,
    collect() {
      this.set(holder.settings.pageCacheEntries());
    },
  });
}

/** Tests: the next scrape reads storage again. */
export function forgetStorageGauge(): void {
  holder.storage = { at: 0, rows: [], total: 0 };
}
