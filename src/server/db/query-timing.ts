import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { getMetrics } from '../platform/metrics/registry';

type Query = (...args: unknown[]) => unknown;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * `query` timed into `webbox_db_query_duration_seconds`, in both calling styles (node-postgres'
 * pool calls its clients with a callback, drizzle awaits a promise). A submittable (cursor,
 * stream) returns neither and is not timed.
 */
function timedQuery(query: Query, self: unknown): Query {
  return (...args: unknown[]) => {
    const end = getMetrics().queries.startTimer();
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        end({ outcome: error ? 'error' : 'ok' });
        return (last as (...callbackArgs: unknown[]) => unknown)(error, ...rest);
      };
      return query.apply(self, args);
    }
    const result = query.apply(self, args);
    if (isThenable(result))
      result.then(
        () => end({ outcome: 'ok' }),
        () => end({ outcome: 'error' }),
      );
    return result;
  };
}

/** Times every statement of a node-postgres pool: each client is wrapped as the pool opens it. */
export function timePoolQueries(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const target = client as unknown as { query: Query };
    target.query = timedQuery(target.query, client);
  });
}

/** Times PGlite's statements outside transactions (a transaction's own handle is not wrapped). */
export function timePgliteQueries(client: PGlite): void {
  const target = client as unknown as { query: Query };
  target.query = timedQuery(target.query, client);
}
