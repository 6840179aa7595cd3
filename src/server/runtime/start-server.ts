import http from 'node:http';
import type net from 'node:net';
import next from 'next';
import type { Logger } from 'pino';
import { getDb } from '../db/client';
import { seedDemo } from '../demo/seed-demo';
import { onCacheTagsInvalidated } from '../platform/cache-tags';
import { compileTrust } from '../platform/client-address';
import { type EventBus, createPostgresEventBus, installEventBus } from '../platform/event-bus';
import type { Config } from '../platform/config';
import { tightenDataDir } from '../platform/data-dir-permissions';
import { pathForLog } from '../platform/log-redaction';
import { registerWorker, startDraining } from '../platform/runtime-state';
import { setListeningPort } from '../platform/site-origin';
import { createMailTransport } from '../services/mail/get-mail-transport';
import { type OutboxWorker, startOutboxWorker } from '../services/mail/outbox-worker';
import { configureFeeds } from '../services/feeds';
import { type JobWorker, startJobWorker } from '../services/jobs/job-worker';
import { installDatabaseGauges } from '../services/metrics/database-gauges';
import { startUploadSweeper } from '../services/media/expire-uploads';
import { startDeletedPagePurge } from '../services/pages/deleted-pages';
import { startDeletedSitePurge } from '../services/platform-console/purge-deleted-sites';
import { startAuditPurge } from '../services/audit/purge-audit-events';
import { startListingExpiry } from '../services/listings/expire-listings';
import { reindexOutdatedSites } from '../services/search/reindex-outdated';
import { startAdminSocket } from './admin-socket';
import { startCacheFanout } from './cache-fanout';
import { openAppDatabase } from './database-lifecycle';
import { closeLimitRedis } from '../platform/limits/redis';
import { getSearchRateLimit } from '../services/search/search-rate-limit';
import { createDomainRouting } from './domain-routing';
import { createFrontHandler } from './front-handler';
import { createMetricsEndpoint } from './metrics-endpoint';
import { gracefulHttp } from './graceful-http';
import { PageCache } from './page-cache';
import { type PublicRenderer, loadPublicRenderer } from './public-renderer';

export type RunningServer = { port: number; cache: PageCache; close: () => Promise<void> };

/** Resolves when the promise settles or the time is up, whichever comes first. */
function withTimeout(promise: Promise<unknown> | undefined, ms: number): Promise<void> {
  if (!promise) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}

/**
 * The process: database (lock, migrations, shutdown), first-start demo, the page cache in front
 * of Next, and the admin socket. Everything it opens, close() closes, in reverse order.
 */
export async function startServer(options: { config: Config; dev: boolean; logger: Logger }): Promise<RunningServer> {
  const { config, dev, logger } = options;
  // Before anything renders: the Next bundle shares this state (processSingleton).
  configureFeeds(config);
  const tightened = await tightenDataDir(config.dataDir);
  if (tightened.directories + tightened.files > 0) {
    logger.warn(tightened, 'data directory was readable by other local users; made it private (directories 700, files 600)');
  }
  const database = await openAppDatabase(config);
  if (database.recoveredLockFrom) logger.warn(database.recoveredLockFrom, 'the previous process on this data directory had died; took over its lock');
  let adminSocket: net.Server | null = null;
  let httpServer: http.Server | null = null;
  let nextApp: ReturnType<typeof next> | null = null;
  // `npm run dev` keeps no page: every request shows the sources as they are now.
  const cache = new PageCache(dev ? 0 : config.PAGE_CACHE_MAX_ENTRIES);
  const stopListening = onCacheTagsInvalidated((tags) => {
    const removed = cache.invalidate(tags);
    logger.debug({ tags, removed }, 'page cache invalidated');
  });

  let stopFanout: (() => void) | null = null;
  let outboxWorker: OutboxWorker | null = null;
  let jobWorker: JobWorker | null = null;
  let eventBus: EventBus | null = null;
  let uploadSweeper: { stop: () => void } | null = null;
  let pagePurge: { stop: () => void } | null = null;
  let sitePurge: { stop: () => void } | null = null;
  let auditPurge: { stop: () => void } | null = null;
  let listingExpiry: { stop: () => void } | null = null;
  let publicRenderer: PublicRenderer | null = null;
  let searchCatchUp: Promise<void> | null = null;
  const stopSearchCatchUp = new AbortController();

  const unregisterWorkers: (() => void)[] = [];
  const graceful = gracefulHttp();
  const close = async () => {
    // Readiness answers 503 from now on, and every open event stream is told to reconnect (to
    // another instance behind the proxy) and ends, so it does not hold the shutdown.
    startDraining();
    // New connections are refused from here; requests in flight finish (bounded), their writes
    // and the events they publish included: the bus and the database close after them.
    await graceful.close(httpServer);
    for (const unregister of unregisterWorkers) unregister();
    stopListening();
    uploadSweeper?.stop();
    pagePurge?.stop();
    sitePurge?.stop();
    auditPurge?.stop();
    listingExpiry?.stop();
    stopFanout?.();
    await eventBus?.close();
    // After the last request (which may have queued mail), before the database goes away. A send
    // hanging on a slow mail server is not waited for long: its lease lets a later start retry it.
    await withTimeout(outboxWorker?.stop(), 5000);
    // The job in progress stops after its current render and is released for the next start.
    await withTimeout(jobWorker?.stop(), 5000);
    // The site being reindexed finishes its transaction; the rest wait for the next start.
    stopSearchCatchUp.abort();
    await withTimeout(searchCatchUp ?? undefined, 5000);
    await new Promise<void>((resolve) => (adminSocket ? adminSocket.close(() => resolve()) : resolve()));
    await withTimeout(nextApp?.close(), 3000);
    await publicRenderer?.close();
    await withTimeout(closeLimitRedis(), 2000);
    await database.close();
  };

  try {
    if (config.SEED_DEMO) {
      const seeded = await seedDemo(getDb(), { ownerEmail: config.SEED_OWNER_EMAIL, ownerPassword: config.SEED_OWNER_PASSWORD });
      if (seeded) {
        logger.info({ siteId: seeded.siteId }, 'demo site created on http://localhost');
        if (seeded.owner.generated) {
          // Printed once, on the first start only: the operator needs it to sign in.
          process.stdout.write(`\n  Demo owner account (shown once):\n    e-mail:   ${seeded.owner.email}\n    password: ${seeded.owner.password}\n\n`);
        }
      }
    }
    // Sites whose live pages have no search documents (published before the index existed) or
    // documents in an older format (SEARCH_INDEX_FORMAT) are reindexed once, in the background:
    // readiness does not wait, and until a site is done its search answers from the old rows.
    searchCatchUp = reindexOutdatedSites(getDb(), { signal: stopSearchCatchUp.signal }).then(
      ({ reindexed, failed }) => {
        if (reindexed.length > 0) {
          const pages = reindexed.reduce((sum, site) => sum + site.pages, 0);
          const documents = reindexed.reduce((sum, site) => sum + site.documents, 0);
          logger.info({ sites: reindexed.length, pages, documents }, 'search index rebuilt for sites with unindexed pages or an older index format');
        }
        for (const failure of failed) logger.error(failure, 'search reindex of a site failed; it is tried again at the next start');
      },
      (error: unknown) => logger.error({ err: error }, 'search reindex at start failed; search may miss older pages'),
    );
    if (config.DATABASE_URL) {
      // Game events and page-cache invalidations reach every instance (without it: in-process only).
      eventBus = await createPostgresEventBus({ databaseUrl: config.DATABASE_URL, logger });
      installEventBus(eventBus);
      stopFanout = startCacheFanout({ bus: eventBus });
      if (!config.REDIS_URL) {
        logger.warn(
          'DATABASE_URL without REDIS_URL: sign-in, form, search and game limits and the game stream cap count per instance; set REDIS_URL to share them',
        );
      }
    } else {
      adminSocket = await startAdminSocket(config.dataDir);
    }

    uploadSweeper = startUploadSweeper({ db: getDb(), logger });
    pagePurge = startDeletedPagePurge({ db: getDb(), logger });
    sitePurge = startDeletedSitePurge({ db: getDb(), logger });
    auditPurge = startAuditPurge({ db: getDb(), logger });
    listingExpiry = startListingExpiry({ db: getDb(), logger });
    const transport = createMailTransport(config);
    outboxWorker = startOutboxWorker({ db: getDb(), transport, from: config.MAIL_FROM, logger });
    jobWorker = startJobWorker({ db: getDb(), logger });
    // Readiness asks them whether their loops still run.
    unregisterWorkers.push(registerWorker('outbox', outboxWorker), registerWorker('jobs', jobWorker));
    logger.info({ mail: transport.kind }, transport.kind === 'smtp' ? 'mail via SMTP' : `mail written to ${config.dataDir}/mail`);

    // Before Next: its layout links the public sheet this builds (in dev) or checks (in production).
    publicRenderer = await loadPublicRenderer({ root: process.cwd(), dev, liveRenderer: config.LIVE_RENDERER, logger });
    nextApp = next({ dev, dir: process.cwd(), hostname: 'localhost', port: config.PORT, quiet: !dev });
    await nextApp.prepare();
    const handleNext = nextApp.getRequestHandler();
    const trustProxy = compileTrust(config.TRUST_PROXY);
    installDatabaseGauges({ topSites: config.METRICS_TOP_SITES, pageCacheEntries: () => cache.size });
    const front = createFrontHandler({
      cache,
      trustProxy,
      metricsEndpoint: createMetricsEndpoint({ token: config.METRICS_TOKEN, trustProxy }),
      logger,
      https: config.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
      development: dev,
      searchLimit: getSearchRateLimit(config.SEARCH_REQUESTS_PER_MINUTE),
      // Built by scripts/build-css.mjs, build-islands.mjs and build-server.mjs (`npm run dev`: watched, the same builds).
      siteAssets: publicRenderer.siteAssets,
      islandAssets: publicRenderer.islandAssets,
      renderLive: publicRenderer.renderLive,
      domainRouting: createDomainRouting(config),
      next: (req, res) => handleNext(req, res),
      onError: (error) =>
        logger.error({ err: error }, 'a step in front of Next failed (live render, page rewrite or cache store); the request went on without it'),
    });
    httpServer = http.createServer((req, res) => {
      graceful.track(res);
      front(req, res).catch((error: unknown) => {
        logger.error({ err: error, url: pathForLog(req.url) }, 'request failed');
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal server error');
      });
    });
    httpServer.keepAliveTimeout = 65_000;
    const server = httpServer;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, () => resolve());
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    setListeningPort(port);
    logger.info({ port, database: database.handle.kind, dataDir: config.dataDir }, `Webbox listening on http://localhost:${port}`);
    return { port, cache, close };
  } catch (error) {
    await close();
    throw error;
  }
}
