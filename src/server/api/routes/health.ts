import { z } from 'zod';
import { getDb, pingDatabase } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { limitRedis } from '../../platform/limits/redis';
import { isDraining, workerProbes } from '../../platform/runtime-state';
import { ZReadiness, checkReadiness } from '../../services/health/check-readiness';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer } from '../responses';

/** Liveness: the process answers and reaches its database (restart it when this fails). */
const health = defineRoute({
  method: 'get',
  path: '/health',
  auth: 'public',
  site: false,
  summary: 'Liveness and database check',
  responses: {
    200: envelopeAnswer(z.object({ database: z.literal('ok') }), 'Healthy'),
    503: errorAnswer('Database unavailable'),
  },
  handler: async (c) => {
    if (await pingDatabase()) return ok(c, { database: 'ok' as const }, 200);
    throw new AppError('UNAVAILABLE', 'request.databaseUnavailable');
  },
});

/**
 * Readiness: whether a load balancer should send this process requests (stop sending when this
 * fails; the process may recover, or is shutting down). 503 names the failed checks in `data`.
 */
const ready = defineRoute({
  method: 'get',
  path: '/health/ready',
  auth: 'public',
  site: false,
  summary: 'Readiness: database, migrations, Redis (when configured), background workers, not shutting down',
  responses: {
    200: envelopeAnswer(ZReadiness, 'Ready for requests'),
    503: envelopeAnswer(ZReadiness, 'Not ready: `data.failed` names the checks that failed'),
  },
  handler: async (c) => {
    c.header('Cache-Control', 'no-store');
    const readiness = await checkReadiness({ db: getDb(), redis: limitRedis(), workers: workerProbes(), draining: isDraining() });
    if (readiness.ready) return ok(c, readiness, 200);
    // Answered in the caller's language by the error handler, with the checks in `data`.
    throw new AppError('UNAVAILABLE', 'request.notReady', { data: readiness });
  },
});

export const healthRoutes = [health, ready];
