import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { processSingleton } from '../process-singleton';

/** Latency buckets (seconds) from a cached page (sub-millisecond) to a slow uncached render. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** The kinds a request is counted under (`routeKind`): few and fixed, so the label cardinality stays small. */
export const ROUTE_KINDS = ['page', 'api', 'sse', 'media', 'asset', 'app', 'metrics'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

function makeMetrics() {
  const registry = new Registry();
  // Process memory, CPU, event-loop lag, heap spaces and GC: what "memory bounded" is read from.
  collectDefaultMetrics({ register: registry, prefix: 'webbox_' });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'webbox_http_requests_total',
      help: 'Requests answered, by route kind, method and status',
      labelNames: ['kind', 'method', 'status'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'webbox_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route kind and status (an SSE stream: its whole life)',
      labelNames: ['kind', 'status'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    pageCache: new Counter({
      name: 'webbox_page_cache_requests_total',
      help: 'Anonymous page requests that could be cached, by result (hit or miss)',
      labelNames: ['result'] as const,
      registers,
    }),
    renders: new Histogram({
      name: 'webbox_page_render_duration_seconds',
      help: 'Public page renders (cache misses), by renderer (live or next) and outcome',
      labelNames: ['renderer', 'outcome'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    queries: new Histogram({
      name: 'webbox_db_query_duration_seconds',
      help: 'Database statements, by outcome (ok or error)',
      labelNames: ['outcome'] as const,
      buckets: QUERY_BUCKETS,
      registers,
    }),
    sseConnections: new Gauge({
      name: 'webbox_sse_connections',
      help: 'Server-Sent Event streams open on this instance, by stream (game or presence)',
      labelNames: ['stream'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'webbox_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limit',
      labelNames: ['limit'] as const,
      registers,
    }),
    workerFailures: new Counter({
      name: 'webbox_worker_failures_total',
      help: 'Failed attempts of background work, by worker (outbox or jobs)',
      labelNames: ['worker'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof makeMetrics>;

/**
 * The process's metrics, once per process (the Node server and the Next bundle count into the same
 * registry). `GET /metrics` (runtime/metrics-endpoint.ts) writes it in Prometheus' text format.
 */
export function getMetrics(): Metrics {
  return processSingleton('metrics', makeMetrics);
}

/** Counts one refusal of the named limit (`search`, `sign-in`, `forms`, …). */
export function countRateLimitRefusal(limit: string): void {
  getMetrics().rateLimitRefusals.inc({ limit });
}
