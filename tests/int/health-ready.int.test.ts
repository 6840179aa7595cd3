import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, getDb, wrapDatabase } from '../../src/server/db/client';
import { connectLimitRedis } from '../../src/server/platform/limits/redis';
import { createLogger } from '../../src/server/platform/logger';
import { registerWorker, resetRuntimeState, startDraining, workerProbes } from '../../src/server/platform/runtime-state';
import { checkReadiness } from '../../src/server/services/health/check-readiness';
import { type JobWorker, startJobWorker } from '../../src/server/services/jobs/job-worker';
import { createEmlTransport } from '../../src/server/services/mail/eml-transport';
import { type OutboxWorker, startOutboxWorker } from '../../src/server/services/mail/outbox-worker';
import { api } from './support/fixtures';

const redisUrl = process.env.TEST_REDIS_URL;
const logger = createLogger('silent');
const mailDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-ready-mail-'));

/** The workers a serving process runs, registered as start-server.ts registers them (each file's workers only see its own site). */
const siteId = '00000000-0000-4000-8000-00000000beef';
const outboxWorker = () => startOutboxWorker({ db: getDb(), transport: createEmlTransport(mailDir), from: 'Webbox <no-reply@localhost>', logger, siteId });

function startWorkers(): { outbox: OutboxWorker; jobs: JobWorker; stop: () => Promise<void> } {
  const outbox = outboxWorker();
  const jobs = startJobWorker({ db: getDb(), logger, siteId, renderPriority: 0 });
  const unregister = [registerWorker('outbox', outbox), registerWorker('jobs', jobs)];
  return {
    outbox,
    jobs,
    stop: async () => {
      for (const off of unregister) off();
      await Promise.all([outbox.stop(), jobs.stop()]);
    },
  };
}

type Envelope = { success: boolean; error: string | null; status: number; data: { ready: boolean; checks: Record<string, string>; failed: string[] } };

describe('readiness (GET /api/v1/health/ready)', () => {
  let workers: ReturnType<typeof startWorkers>;
  beforeAll(() => {
    workers = startWorkers();
  });
  afterEach(() => resetRuntimeState());
  afterAll(async () => {
    await workers.stop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it('is ready when the database answers, its migrations are applied and the workers run', async () => {
    const response = await api('anything.test', '/health/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Envelope;
    expect(body.data).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', redis: 'skipped', workers: 'ok', shutdown: 'ok' },
      failed: [],
    });
  });

  it('answers 503 naming the shutdown once SIGTERM started draining, while liveness still answers 200', async () => {
    startDraining();
    const response = await api('anything.test', '/health/ready', { acceptLanguage: 'fr' });
    expect(response.status).toBe(503);
    const body = (await response.json()) as Envelope;
    expect(body.success).toBe(false);
    expect(body.error).toBe('Ce serveur n’accepte pas de requêtes pour le moment.');
    expect(body.data.failed).toEqual(['shutdown']);
    expect((await api('anything.test', '/health')).status).toBe(200);
  });

  it('answers 503 naming the workers when a worker has stopped', async () => {
    const stopped = outboxWorker();
    registerWorker('outbox', stopped);
    await stopped.stop();
    try {
      const response = await api('anything.test', '/health/ready');
      expect(response.status).toBe(503);
      const body = (await response.json()) as Envelope;
      expect(body.data.checks.workers).toBe('failed');
      expect(body.data.failed).toEqual(['workers']);
    } finally {
      registerWorker('outbox', workers.outbox);
    }
    expect((await api('anything.test', '/health/ready')).status).toBe(200);
  });

  it('fails the migrations check when this build ships a migration the database has not applied', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'webbox-migrations-'));
    try {
      cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalFile = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
      const last = journal.entries.at(-1)!;
      journal.entries.push({ ...last, idx: last.idx + 1, when: Date.now() + 60_000, tag: '9999_not_yet_applied' });
      writeFileSync(journalFile, JSON.stringify(journal));
      writeFileSync(path.join(folder, '9999_not_yet_applied.sql'), 'select 1;');
      const pending = await checkReadiness({ db: getDb(), redis: null, workers: workerProbes(), draining: false, migrationsFolder: folder });
      expect(pending).toMatchObject({ ready: false, failed: ['migrations'] });
      const shipped = await checkReadiness({ db: getDb(), redis: null, workers: workerProbes(), draining: false });
      expect(shipped.ready).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('fails the database and migrations checks when the database does not answer', async () => {
    // Nothing listens on port 1: every query fails at once, as with a database server that is down.
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/webbox', connectionTimeoutMillis: 1000 });
    pool.on('error', () => undefined);
    const db = wrapDatabase({ kind: 'postgres', client: pool, close: () => pool.end() });
    const readiness = await checkReadiness({ db, redis: null, workers: workerProbes(), draining: false });
    expect(readiness).toMatchObject({ ready: false, failed: ['database', 'migrations'] });
    await pool.end();
  });

  it('fails the Redis check when REDIS_URL is set and Redis does not answer', async () => {
    // Nothing listens on port 1: the check gives up within its time limit instead of hanging.
    const redis = connectLimitRedis('redis://127.0.0.1:1');
    redis.on('error', () => undefined);
    try {
      const started = Date.now();
      const readiness = await checkReadiness({ db: getDb(), redis, workers: workerProbes(), draining: false });
      expect(readiness).toMatchObject({ ready: false, checks: { redis: 'failed' }, failed: ['redis'] });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      redis.disconnect();
    }
  });

  it.runIf(redisUrl)('passes the Redis check when Redis answers', async () => {
    const redis = connectLimitRedis(redisUrl ?? '');
    try {
      const readiness = await checkReadiness({ db: getDb(), redis, workers: workerProbes(), draining: false });
      expect(readiness).toMatchObject({ ready: true, checks: { redis: 'ok' } });
    } finally {
      await redis.quit();
    }
  });
});
